import { Alert, App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';

import { SidePanel } from '@/components/side-panel';
import { COUPON_LIMITS } from '@/contract/coupon/limits';
import type { CouponTemplate } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';

import { useTemplateRules } from '../../hooks/use-template-rules';
import { useTemplateSave } from '../../hooks/use-template-save';
import {
  toTemplateInput,
  type TemplateFormTarget,
  type TemplateFormValues,
} from '../../utils/template-form';
import styles from './issuer.module.css';
import { TemplateStockFields } from './template-stock-fields';
import { TemplateTermsFields } from './template-terms-fields';
import { TemplateValidityFields } from './template-validity-fields';

interface TemplateFormDrawerProps {
  target: TemplateFormTarget | undefined;
  onClose: () => void;
  onSaved: (template: CouponTemplate) => void;
}

/**
 * The template form in a drawer: a new draft (blank or a copy) or an edit. Each field is checked
 * with the shared rules as the server checks it; a field the server refuses shows its message
 * beside it, anything else above the form, and what was typed stays.
 */
export function TemplateFormDrawer({ target, onClose, onSaved }: TemplateFormDrawerProps) {
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<TemplateFormValues>();
  const saved = target?.template;
  const claimed = saved ? saved.claimed + saved.held : 0;
  const rules = useTemplateRules(claimed);
  const { save, saving } = useTemplateSave();
  const [formError, setFormError] = useState<string>();
  const mode = target?.mode ?? 'create';
  const kind = Form.useWatch('kind', form) ?? target?.values.kind ?? 'cash';
  const currency = Form.useWatch('currency', form) ?? target?.values.currency ?? 'USD';
  const validityKind = Form.useWatch('validityKind', form) ?? target?.values.validityKind ?? 'days';

  const close = () => {
    setFormError(undefined);
    onClose();
  };

  const submit = async () => {
    setFormError(undefined);
    // Fields the kind or the validity hides keep their values in the store; the body drops them.
    const values = form.getFieldsValue(true) as TemplateFormValues;
    const outcome = await save(toTemplateInput(values), mode === 'edit' ? saved?.id : undefined);
    if (!outcome || outcome.kind === 'signedOut') return;
    if (outcome.kind === 'saved') {
      const id = mode === 'edit' ? 'couponIssuer.form.saved' : 'couponIssuer.form.created';
      void message.success(text(id, { name: outcome.template.name }));
      onSaved(outcome.template);
    } else if (outcome.kind === 'field') {
      form.setFields([{ name: outcome.field, errors: [outcome.message] }]);
      window.setTimeout(() => form.scrollToField(outcome.field, { block: 'center', focus: true }));
    } else {
      setFormError(outcome.message);
    }
  };

  return (
    <SidePanel
      kind="form"
      open={Boolean(target)}
      onClose={close}
      title={text(`couponIssuer.form.${mode}Title`)}
      footer={
        <Space>
          <Button onClick={close}>{text('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {text(
              mode === 'edit' ? 'couponIssuer.form.submitSave' : 'couponIssuer.form.submitCreate',
            )}
          </Button>
        </Space>
      }
    >
      {target && (
        <Form<TemplateFormValues>
          form={form}
          layout="vertical"
          initialValues={target.values}
          onFinish={() => void submit()}
          scrollToFirstError
        >
          {formError && <Alert type="error" showIcon role="alert" title={formError} />}
          {mode !== 'edit' && <p className={styles.hint}>{text('couponIssuer.form.draftHint')}</p>}
          <Form.Item name="name" label={text('couponIssuer.form.name')} rules={rules('name')}>
            <Input maxLength={COUPON_LIMITS.name} showCount />
          </Form.Item>
          <TemplateTermsFields
            rules={rules}
            kind={kind}
            currency={currency}
            frozen={saved?.frozen ? { claimed } : undefined}
          />
          <TemplateStockFields rules={rules} currency={currency} />
          <TemplateValidityFields rules={rules} validityKind={validityKind} />
          <Form.Item
            name="description"
            label={text('couponIssuer.form.description')}
            rules={rules('description')}
          >
            <Input.TextArea
              maxLength={COUPON_LIMITS.description}
              showCount
              autoSize={{ minRows: 2 }}
            />
          </Form.Item>
        </Form>
      )}
    </SidePanel>
  );
}
