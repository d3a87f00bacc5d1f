import { DatePicker, Form, Input, InputNumber } from 'antd';

import { useInputClear } from '@/components/clear-button';
import { LazySelect } from '@/components/lazy-select';
import { MONEY_PATTERN, compareMoney } from '@/contract/common/money';
import { TENDER_CURRENCIES } from '@/contract/common/trade';
import { useDayjsLocale } from '@/lib/i18n/dayjs-locale';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';

import { QUANTITY_MAX } from '../utils/tender-search';
import styles from './tender-filters.module.css';

import type { SearchFormValues } from '../utils/search-form';
import type { FormRule } from 'antd';

type Values = SearchFormValues;

/** The folded filters: container quantity, cargo type, currency, budget and date ranges. */
export function SearchAdvancedFields() {
  useDayjsLocale();
  const cargoTypes = useDict('cargo_type');
  const currencies = useDict('currency');
  const text = useText();
  const inputClear = useInputClear();
  const currencyOptions = currencies.options.filter((option) =>
    (TENDER_CURRENCIES as readonly string[]).includes(option.value),
  );

  const money: FormRule = { pattern: MONEY_PATTERN, message: text('tender.search.budget.invalid') };
  const budgetOrder: FormRule = ({ getFieldValue }) => ({
    validator: async (_, max: string | undefined) => {
      const min = (getFieldValue('budgetMin') as Values['budgetMin'])?.trim();
      const top = max?.trim();
      if (!min || !top || !MONEY_PATTERN.test(min) || !MONEY_PATTERN.test(top)) return;
      if (compareMoney(min, top) > 0) throw new Error(text('tender.search.budget.order'));
    },
  });
  const quantityOrder: FormRule = ({ getFieldValue }) => ({
    validator: async (_, max: number | null | undefined) => {
      const min = getFieldValue('quantityMin') as Values['quantityMin'];
      if (min != null && max != null && min > max) {
        throw new Error(text('tender.search.quantity.order'));
      }
    },
  });
  const datePlaceholder: [string, string] = [
    text('tender.search.dateFrom'),
    text('tender.search.dateTo'),
  ];

  return (
    <>
      <Form.Item name="quantityMin" label={text('tender.search.quantityMin')}>
        <InputNumber controls={false} min={1} max={QUANTITY_MAX} precision={0} />
      </Form.Item>
      <Form.Item
        name="quantityMax"
        label={text('tender.search.quantityMax')}
        dependencies={['quantityMin']}
        rules={[quantityOrder]}
      >
        <InputNumber controls={false} min={1} max={QUANTITY_MAX} precision={0} />
      </Form.Item>
      <Form.Item name="cargoType" label={text('tender.search.cargoType')}>
        <LazySelect allowClear placeholder={text('trade.lane.any')} options={cargoTypes.options} />
      </Form.Item>
      <Form.Item name="currency" label={text('tender.search.currency')}>
        <LazySelect allowClear placeholder={text('trade.lane.any')} options={currencyOptions} />
      </Form.Item>
      <Form.Item name="budgetMin" label={text('tender.search.budgetMin')} rules={[money]}>
        <Input inputMode="decimal" allowClear={inputClear} />
      </Form.Item>
      <Form.Item
        name="budgetMax"
        label={text('tender.search.budgetMax')}
        dependencies={['budgetMin']}
        rules={[money, budgetOrder]}
      >
        <Input inputMode="decimal" allowClear={inputClear} />
      </Form.Item>
      <Form.Item name="ready" className={styles.wide} label={text('tender.search.readyRange')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={datePlaceholder} />
      </Form.Item>
      <Form.Item
        name="deadline"
        className={styles.wide}
        label={text('tender.search.deadlineRange')}
      >
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={datePlaceholder} />
      </Form.Item>
    </>
  );
}
