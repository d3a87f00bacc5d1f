import { DeleteOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

import type { Currency } from '@/contract/common/trade';
import type { LabeledOption } from '@/lib/reference';

import styles from './bid-form.module.css';

import type { FormRule, RefSelectProps } from 'antd';

export interface SurchargeRowRules {
  code: FormRule[];
  amount: FormRule[];
  unit: FormRule[];
}

interface SurchargeRowProps {
  /** The Form.List field name (index) of the row. */
  name: number;
  /** 1-based, as its controls are named. */
  row: number;
  currency: Currency;
  codeOptions: LabeledOption[];
  unitOptions: LabeledOption[];
  rules: SurchargeRowRules;
  /** A row the user just added takes the focus. */
  focusOnMount: boolean;
  /** Absent when read-only. */
  onRemove?: () => void;
}

/** One surcharge: charge, amount and unit, each named with the row number; and its remove button. */
export function SurchargeRow(props: SurchargeRowProps) {
  const { name, row, currency, codeOptions, unitOptions, rules, focusOnMount, onRemove } = props;
  const intl = useIntl();
  const codeSelect = useRef<RefSelectProps>(null);
  const label = (id: 'code' | 'amount' | 'unit' | 'remove') =>
    intl.formatMessage({ id: `bid.form.surcharge.${id}.row` }, { row });

  useEffect(() => {
    if (focusOnMount) codeSelect.current?.focus();
    // Only on mount: a row the user added.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.surchargeRow}>
      <Form.Item name={[name, 'code']} className={styles.surchargeCode} rules={rules.code}>
        <Select
          ref={codeSelect}
          aria-label={label('code')}
          placeholder={intl.formatMessage({ id: 'bid.form.surcharge.code.placeholder' })}
          options={codeOptions}
        />
      </Form.Item>
      <Form.Item
        name={[name, 'amount']}
        className={styles.surchargeAmount}
        rules={rules.amount}
        validateFirst
      >
        <Input
          aria-label={label('amount')}
          inputMode="decimal"
          autoComplete="off"
          prefix={currency}
          placeholder="0.00"
        />
      </Form.Item>
      <Form.Item
        name={[name, 'unit']}
        className={styles.surchargeUnit}
        rules={rules.unit}
        validateFirst
      >
        <Select aria-label={label('unit')} options={unitOptions} />
      </Form.Item>
      {onRemove && (
        <Button
          type="text"
          danger
          className={styles.surchargeRemove}
          icon={<DeleteOutlined />}
          aria-label={label('remove')}
          title={label('remove')}
          onClick={onRemove}
        />
      )}
    </div>
  );
}
