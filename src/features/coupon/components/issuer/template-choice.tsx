import { Radio } from 'antd';

import type { TemplateField } from '@/contract/coupon/template-rules';
import { useText } from '@/lib/i18n/use-text';

import { TemplateItem, type TemplateRules } from './template-item';

interface TemplateChoiceProps {
  name: TemplateField;
  rules: TemplateRules;
  options: { value: string; label: string }[];
  disabled?: boolean;
}

/** A template field of a few choices (kind, currency, validity): buttons of a named radio group. */
export function TemplateChoice({ name, rules, options, disabled }: TemplateChoiceProps) {
  const text = useText();
  return (
    <TemplateItem name={name} rules={rules}>
      <Radio.Group
        role="radiogroup"
        aria-label={text(`couponIssuer.form.${name}`)}
        optionType="button"
        disabled={disabled}
        options={options}
      />
    </TemplateItem>
  );
}
