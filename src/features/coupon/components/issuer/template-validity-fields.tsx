import { DatePicker, InputNumber } from 'antd';

import { VALIDITY_KINDS, type ValidityKind } from '@/contract/coupon/types';
import { useDayjsLocale } from '@/lib/i18n/dayjs-locale';
import { useText } from '@/lib/i18n/use-text';

import { DAY_FORMAT } from '../../utils/template-form';
import styles from './issuer.module.css';
import { TemplateChoice } from './template-choice';
import { TemplateItem, type TemplateRules } from './template-item';

interface TemplateValidityFieldsProps {
  rules: TemplateRules;
  validityKind: ValidityKind;
}

/** When coupons are valid: China calendar days from–to, or a number of days after claiming. */
export function TemplateValidityFields({ rules, validityKind }: TemplateValidityFieldsProps) {
  useDayjsLocale();
  const text = useText();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{text('couponIssuer.form.validity')}</legend>
      <TemplateChoice
        name="validityKind"
        rules={rules}
        options={VALIDITY_KINDS.map((value) => ({
          value,
          label: text(`couponIssuer.form.validity.${value}`),
        }))}
      />
      {validityKind === 'range' ? (
        <div className={styles.row}>
          <TemplateItem name="validFrom" rules={rules}>
            <DatePicker format={DAY_FORMAT} className={styles.date} />
          </TemplateItem>
          <TemplateItem
            name="validTo"
            rules={rules}
            hint="couponIssuer.form.rangeHint"
            dependencies={['validFrom']}
          >
            <DatePicker format={DAY_FORMAT} className={styles.date} />
          </TemplateItem>
        </div>
      ) : (
        <TemplateItem name="validDays" rules={rules} hint="couponIssuer.form.daysHint">
          <InputNumber controls={false} className={styles.number} />
        </TemplateItem>
      )}
    </fieldset>
  );
}
