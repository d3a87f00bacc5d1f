import { Form, InputNumber } from 'antd';

import { MoneyInput } from '@/components/money-input';
import type { TemplateField } from '@/contract/coupon/template-rules';
import type { CouponCurrency } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';

import styles from './issuer.module.css';

import type { FormRule } from 'antd';

interface TemplateStockFieldsProps {
  rules: (field: TemplateField) => FormRule[];
  currency: CouponCurrency;
}

/** How many there are, how many one member may hold, and free or the price of one. */
export function TemplateStockFields({ rules, currency }: TemplateStockFieldsProps) {
  const text = useText();
  // Its own colour: antd greys a disabled prefix below the contrast text needs.
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{text('couponIssuer.form.stock')}</legend>
      <div className={styles.row}>
        <Form.Item
          name="totalQuantity"
          label={text('couponIssuer.form.totalQuantity')}
          rules={rules('totalQuantity')}
        >
          <InputNumber controls={false} className={styles.number} />
        </Form.Item>
        <Form.Item
          name="perUserLimit"
          label={text('couponIssuer.form.perUserLimit')}
          dependencies={['totalQuantity']}
          rules={rules('perUserLimit')}
        >
          <InputNumber controls={false} className={styles.number} />
        </Form.Item>
      </div>
      <Form.Item
        name="price"
        label={text('couponIssuer.form.price')}
        extra={text('couponIssuer.form.priceHint')}
        rules={rules('price')}
      >
        <MoneyInput currency={currency} className={styles.money} />
      </Form.Item>
    </fieldset>
  );
}
