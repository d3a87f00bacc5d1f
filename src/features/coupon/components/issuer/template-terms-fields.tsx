import { Alert, InputNumber } from 'antd';

import { MoneyInput } from '@/components/money-input';
import { COUPON_CURRENCIES, COUPON_KINDS, type CouponCurrency } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';

import styles from './issuer.module.css';
import { TemplateChoice } from './template-choice';
import { TemplateItem, type TemplateRules } from './template-item';

interface TemplateTermsFieldsProps {
  rules: TemplateRules;
  kind: 'cash' | 'discount';
  currency: CouponCurrency;
  /** Coupons are out (claimed or on unpaid orders): the terms are shown but cannot change. */
  frozen: { claimed: number } | undefined;
}

/** What the coupon takes off: type, currency, face value or percentage with its cap, threshold. */
export function TemplateTermsFields({ rules, kind, currency, frozen }: TemplateTermsFieldsProps) {
  const text = useText();
  // Its own colour: antd greys a disabled prefix below the contrast text needs.
  const disabled = Boolean(frozen);

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{text('couponIssuer.form.terms')}</legend>
      {frozen && (
        <Alert
          className={styles.frozen}
          type="info"
          showIcon
          title={text('couponIssuer.form.frozen', { claimed: frozen.claimed })}
        />
      )}
      <div className={styles.row}>
        <TemplateChoice
          name="kind"
          rules={rules}
          disabled={disabled}
          options={COUPON_KINDS.map((value) => ({ value, label: text(`coupon.kind.${value}`) }))}
        />
        <TemplateChoice
          name="currency"
          rules={rules}
          disabled={disabled}
          options={COUPON_CURRENCIES.map((value) => ({ value, label: value }))}
        />
      </div>
      <div className={styles.row}>
        {kind === 'cash' ? (
          <TemplateItem name="faceValue" rules={rules}>
            <MoneyInput currency={currency} disabled={disabled} />
          </TemplateItem>
        ) : (
          <>
            <TemplateItem name="percent" rules={rules} hint="couponIssuer.form.percentHint">
              <InputNumber
                controls={false}
                className={styles.number}
                suffix="%"
                disabled={disabled}
              />
            </TemplateItem>
            <TemplateItem name="cap" rules={rules} hint="couponIssuer.form.capHint">
              <MoneyInput currency={currency} disabled={disabled} />
            </TemplateItem>
          </>
        )}
        <TemplateItem
          name="threshold"
          rules={rules}
          hint="couponIssuer.form.thresholdHint"
          dependencies={['faceValue', 'kind']}
        >
          <MoneyInput currency={currency} disabled={disabled} />
        </TemplateItem>
      </div>
    </fieldset>
  );
}
