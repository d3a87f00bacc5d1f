import { Form, Select } from 'antd';
import { useIntl } from 'react-intl';

import { MoneyInput } from '@/components/money-input';
import type { Currency } from '@/contract/common/trade';
import type { LabeledOption } from '@/lib/reference';

import styles from './bid-form.module.css';

import type { FormRule } from 'antd';

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
}

/** One surcharge's fields: charge, amount and unit, each named with the row number. */
export function SurchargeRow(props: SurchargeRowProps) {
  const { name, row, currency, codeOptions, unitOptions, rules } = props;
  const intl = useIntl();
  const label = (id: 'code' | 'amount' | 'unit') =>
    intl.formatMessage({ id: `bid.form.surcharge.${id}.row` }, { row });

  return (
    <>
      <Form.Item name={[name, 'code']} className={styles.surchargeCode} rules={rules.code}>
        <Select
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
        <MoneyInput aria-label={label('amount')} currency={currency} />
      </Form.Item>
      <Form.Item
        name={[name, 'unit']}
        className={styles.surchargeUnit}
        rules={rules.unit}
        validateFirst
      >
        <Select aria-label={label('unit')} options={unitOptions} />
      </Form.Item>
    </>
  );
}
