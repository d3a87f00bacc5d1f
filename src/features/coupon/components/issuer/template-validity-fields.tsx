import { DatePicker, Form, InputNumber, Radio } from 'antd';

import type { TemplateField } from '@/contract/coupon/template-rules';
import { VALIDITY_KINDS, type ValidityKind } from '@/contract/coupon/types';
import { useDayjsLocale } from '@/lib/i18n/dayjs-locale';
import { useText } from '@/lib/i18n/use-text';

import { DAY_FORMAT } from '../../utils/template-form';
import styles from './issuer.module.css';

import type { FormRule } from 'antd';

interface TemplateValidityFieldsProps {
  rules: (field: TemplateField) => FormRule[];
  validityKind: ValidityKind;
}

/** When coupons are valid: China calendar days from–to, or a number of days after claiming. */
export function TemplateValidityFields({ rules, validityKind }: TemplateValidityFieldsProps) {
  useDayjsLocale();
  const text = useText();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{text('couponIssuer.form.validity')}</legend>
      <Form.Item
        name="validityKind"
        label={text('couponIssuer.form.validityKind')}
        rules={rules('validityKind')}
      >
        <Radio.Group
          role="radiogroup"
          aria-label={text('couponIssuer.form.validityKind')}
          optionType="button"
          options={VALIDITY_KINDS.map((value) => ({
            value,
            label: text(`couponIssuer.form.validity.${value}`),
          }))}
        />
      </Form.Item>
      {validityKind === 'range' ? (
        <div className={styles.row}>
          <Form.Item
            name="validFrom"
            label={text('couponIssuer.form.validFrom')}
            rules={rules('validFrom')}
          >
            <DatePicker format={DAY_FORMAT} className={styles.date} />
          </Form.Item>
          <Form.Item
            name="validTo"
            label={text('couponIssuer.form.validTo')}
            extra={text('couponIssuer.form.rangeHint')}
            dependencies={['validFrom']}
            rules={rules('validTo')}
          >
            <DatePicker format={DAY_FORMAT} className={styles.date} />
          </Form.Item>
        </div>
      ) : (
        <Form.Item
          name="validDays"
          label={text('couponIssuer.form.validDays')}
          extra={text('couponIssuer.form.daysHint')}
          rules={rules('validDays')}
        >
          <InputNumber controls={false} className={styles.number} />
        </Form.Item>
      )}
    </fieldset>
  );
}
