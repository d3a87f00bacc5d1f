import { Alert, Form, InputNumber, Radio } from 'antd';

import { MoneyInput } from '@/components/money-input';
import type { TemplateField } from '@/contract/coupon/template-rules';
import { COUPON_CURRENCIES, COUPON_KINDS, type CouponCurrency } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';

import styles from './issuer.module.css';

import type { FormRule } from 'antd';

interface TemplateTermsFieldsProps {
  rules: (field: TemplateField) => FormRule[];
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
        <Form.Item name="kind" label={text('couponIssuer.form.kind')} rules={rules('kind')}>
          <Radio.Group
            role="radiogroup"
            aria-label={text('couponIssuer.form.kind')}
            optionType="button"
            disabled={disabled}
            options={COUPON_KINDS.map((value) => ({
              value,
              label: text(`coupon.kind.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="currency"
          label={text('couponIssuer.form.currency')}
          rules={rules('currency')}
        >
          <Radio.Group
            role="radiogroup"
            aria-label={text('couponIssuer.form.currency')}
            optionType="button"
            disabled={disabled}
            options={COUPON_CURRENCIES.map((value) => ({ value, label: value }))}
          />
        </Form.Item>
      </div>
      <div className={styles.row}>
        {kind === 'cash' ? (
          <Form.Item
            name="faceValue"
            label={text('couponIssuer.form.faceValue')}
            rules={rules('faceValue')}
          >
            <MoneyInput currency={currency} disabled={disabled} />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="percent"
              label={text('couponIssuer.form.percent')}
              extra={text('couponIssuer.form.percentHint')}
              rules={rules('percent')}
            >
              <InputNumber
                controls={false}
                className={styles.number}
                suffix="%"
                disabled={disabled}
              />
            </Form.Item>
            <Form.Item
              name="cap"
              label={text('couponIssuer.form.cap')}
              extra={text('couponIssuer.form.capHint')}
              rules={rules('cap')}
            >
              <MoneyInput currency={currency} disabled={disabled} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="threshold"
          label={text('couponIssuer.form.threshold')}
          extra={text('couponIssuer.form.thresholdHint')}
          dependencies={['faceValue', 'kind']}
          rules={rules('threshold')}
        >
          <MoneyInput currency={currency} disabled={disabled} />
        </Form.Item>
      </div>
    </fieldset>
  );
}
