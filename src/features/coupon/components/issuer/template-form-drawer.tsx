import { App, Form, Input, type FormInstance } from 'antd';
import { useState } from 'react';

import { DraftNotice } from '@/components/draft-notice';
import { FormError } from '@/components/form-error';
import { ItemFormPanel } from '@/components/item-form-panel';
import { COUPON_LIMITS } from '@/contract/coupon/limits';
import type { CouponTemplate } from '@/contract/coupon/types';
import { useMemberFormDraft } from '@/hooks/use-member-form-draft';
import { NEW_SUBJECT } from '@/lib/drafts/draft-keys';
import { useText } from '@/lib/i18n/use-text';
import { showAtField } from '@/utils/form-failure';

import { useTemplateRules } from '../../hooks/use-template-rules';
import { useTemplateSave } from '../../hooks/use-template-save';
import { TEMPLATE_DRAFT } from '../../utils/template-draft';
import {
  toTemplateInput,
  type TemplateFormTarget,
  type TemplateFormValues,
} from '../../utils/template-form';
import styles from './issuer.module.css';
import { TemplateItem } from './template-item';
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
 * beside it, anything else above the form, and what was typed stays (kept as the member's draft
 * until saved).
 */
export function TemplateFormDrawer({ target, onClose, onSaved }: TemplateFormDrawerProps) {
  const [form] = Form.useForm<TemplateFormValues>();
  const { save, saving } = useTemplateSave();

  return (
    <ItemFormPanel
      target={target}
      messages="couponIssuer.form"
      saving={saving}
      onSubmit={() => form.submit()}
      onClose={onClose}
      cancel
    >
      {(open) => <TemplateForm target={open} form={form} save={save} onSaved={onSaved} />}
    </ItemFormPanel>
  );
}

interface TemplateFormProps {
  target: TemplateFormTarget;
  form: FormInstance<TemplateFormValues>;
  save: ReturnType<typeof useTemplateSave>['save'];
  onSaved: (template: CouponTemplate) => void;
}

function TemplateForm({ target, form, save, onSaved }: TemplateFormProps) {
  const text = useText();
  const { message } = App.useApp();
  const saved = target.template;
  const claimed = saved ? saved.claimed + saved.held : 0;
  const rules = useTemplateRules({ taken: claimed, onOrder: saved?.held ?? 0, saved });
  const [formError, setFormError] = useState<string>();
  const { mode } = target;
  const draft = useMemberFormDraft(TEMPLATE_DRAFT, saved?.id ?? NEW_SUBJECT, target.values, form);
  const kind = Form.useWatch('kind', form) ?? draft.initialValues.kind;
  const currency = Form.useWatch('currency', form) ?? draft.initialValues.currency;
  const validityKind = Form.useWatch('validityKind', form) ?? draft.initialValues.validityKind;

  const submit = async () => {
    setFormError(undefined);
    draft.flush();
    // Fields the kind or the validity hides keep their values in the store; the body drops them.
    const values = form.getFieldsValue(true) as TemplateFormValues;
    const savedId = mode === 'edit' ? saved?.id : undefined;
    // No outcome: a click while saving, or the member left (the draft is cleared then too).
    const outcome = await save(toTemplateInput(values), savedId, draft.clear);
    if (!outcome || outcome.kind === 'signedOut') return;
    if (outcome.kind === 'saved') {
      const id = mode === 'edit' ? 'couponIssuer.form.saved' : 'couponIssuer.form.created';
      void message.success(text(id, { name: outcome.template.name }));
      onSaved(outcome.template);
    } else if (!showAtField(form, outcome, { afterRender: true })) {
      setFormError(outcome.message);
    }
  };

  return (
    <Form<TemplateFormValues>
      form={form}
      layout="vertical"
      initialValues={draft.initialValues}
      onFinish={() => void submit()}
      onValuesChange={draft.changed}
      scrollToFirstError
    >
      {draft.restored && (
        <DraftNotice savedAt={draft.restored.savedAt} onDiscard={draft.discard} spaced />
      )}
      <FormError message={formError} />
      {mode !== 'edit' && <p className={styles.hint}>{text('couponIssuer.form.draftHint')}</p>}
      <TemplateItem name="name" rules={rules}>
        <Input maxLength={COUPON_LIMITS.name} showCount />
      </TemplateItem>
      <TemplateTermsFields
        rules={rules}
        kind={kind}
        currency={currency}
        frozen={saved?.frozen ? { claimed } : undefined}
      />
      <TemplateStockFields rules={rules} currency={currency} />
      <TemplateValidityFields rules={rules} validityKind={validityKind} />
      <TemplateItem name="description" rules={rules}>
        <Input.TextArea maxLength={COUPON_LIMITS.description} showCount autoSize={{ minRows: 2 }} />
      </TemplateItem>
    </Form>
  );
}
