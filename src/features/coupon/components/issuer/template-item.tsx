import { Form, type FormItemProps, type FormRule } from 'antd';

import type { TemplateField } from '@/contract/coupon/template-rules';
import { useText } from '@/lib/i18n/use-text';
import type { MessageId } from '@/locales/message-id';

import type { ReactNode } from 'react';

/** The rules of a template field: the shared check the server runs on it (useTemplateRules). */
export type TemplateRules = (field: TemplateField) => FormRule[];

interface TemplateItemProps extends Omit<FormItemProps, 'name' | 'label' | 'rules' | 'extra'> {
  name: TemplateField;
  rules: TemplateRules;
  /** The line under the field. */
  hint?: Extract<MessageId, `couponIssuer.form.${string}Hint`>;
  children: ReactNode;
}

/**
 * One field of the template form: labelled `couponIssuer.form.<field>` and checked by the rule of
 * the same name.
 */
export function TemplateItem({ name, rules, hint, children, ...item }: TemplateItemProps) {
  const text = useText();
  return (
    <Form.Item
      name={name}
      label={text(`couponIssuer.form.${name}`)}
      extra={hint && text(hint)}
      rules={rules(name)}
      {...item}
    >
      {children}
    </Form.Item>
  );
}
