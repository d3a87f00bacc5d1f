import { InputNumber } from 'antd';

import { MoneyInput } from '@/components/money-input';
import type { CouponCurrency } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';

import styles from './issuer.module.css';
import { TemplateItem, type TemplateRules } from './template-item';

interface TemplateStockFieldsProps {
  rules: TemplateRules;
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
        <TemplateItem name="totalQuantity" rules={rules}>
          <InputNumber controls={false} className={styles.number} />
        </TemplateItem>
        <TemplateItem name="perUserLimit" rules={rules} dependencies={['totalQuantity']}>
          <InputNumber controls={false} className={styles.number} />
        </TemplateItem>
      </div>
      <TemplateItem name="price" rules={rules} hint="couponIssuer.form.priceHint">
        <MoneyInput currency={currency} className={styles.money} />
      </TemplateItem>
    </fieldset>
  );
}
