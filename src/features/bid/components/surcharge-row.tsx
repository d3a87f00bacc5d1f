import { Form } from 'antd';
import { useIntl } from 'react-intl';

import { LazySelect } from '@/components/lazy-select';
import { MoneyInput } from '@/components/money-input';
import type { Currency } from '@/contract/common/trade';
import type { LabeledOption } from '@/lib/reference';

import styles from './bid-form.module.css';

import type { FormRule } from 'antd';
import type { ReactElement } from 'react';

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

type SurchargeCell = keyof SurchargeRowRules;

const CELL_CLASS: Record<SurchargeCell, string | undefined> = {
  code: styles.surchargeCode,
  amount: styles.surchargeAmount,
  unit: styles.surchargeUnit,
};

/** One surcharge's fields: charge, amount and unit, each named with the row number. */
export function SurchargeRow(props: SurchargeRowProps) {
  const { name, row, currency, codeOptions, unitOptions, rules } = props;
  const intl = useIntl();
  const label = (id: SurchargeCell) =>
    intl.formatMessage({ id: `bid.form.surcharge.${id}.row` }, { row });
  // A cell shows its first failed rule only: one message fits under a column of the row.
  const cell = (field: SurchargeCell, control: ReactElement) => (
    <Form.Item
      name={[name, field]}
      className={CELL_CLASS[field]}
      rules={rules[field]}
      validateFirst
    >
      {control}
    </Form.Item>
  );

  return (
    <>
      {cell(
        'code',
        <LazySelect
          aria-label={label('code')}
          placeholder={intl.formatMessage({ id: 'bid.form.surcharge.code.placeholder' })}
          options={codeOptions}
        />,
      )}
      {cell('amount', <MoneyInput aria-label={label('amount')} currency={currency} />)}
      {cell('unit', <LazySelect aria-label={label('unit')} options={unitOptions} />)}
    </>
  );
}
