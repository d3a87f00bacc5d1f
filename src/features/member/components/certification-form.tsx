import { Alert, Form } from 'antd';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { DraftNotice } from '@/components/draft-notice';
import { FormError } from '@/components/form-error';
import { KeepFocusButton } from '@/components/keep-focus-button';
import type { Enterprise, MemberInfo, UpdateMemberInfoBody } from '@/contract/member/types';
import { useMemberFormDraft } from '@/hooks/use-member-form-draft';
import { toastMessage } from '@/lib/request';

import { useDetailsSave } from '../hooks/use-details-save';
import {
  ENTERPRISE_FIELDS,
  filledEnterpriseKeys,
  toEnterpriseBody,
  toEnterpriseFormValues,
  type EnterpriseFormValues,
} from '../utils/enterprise-form';
import { CERTIFICATION_DRAFT } from '../utils/member-drafts';
import { EnterpriseContactFields } from './enterprise-contact-fields';
import styles from './enterprise-form.module.css';
import { EnterpriseIdentityFields } from './enterprise-identity-fields';

interface CertificationFormValues {
  enterprise: EnterpriseFormValues;
}

interface CertificationFormProps {
  /** Fills the form: the previous values after a rejection, the registered name at first. */
  enterprise: Enterprise;
  /** `resubmit` after a rejection; `change` for a certified enterprise changing reviewed details. */
  mode?: 'new' | 'resubmit' | 'change';
  /** After a successful submit (the enterprise is pending) or a saved draft. */
  onSaved: (info: MemberInfo, submitted: boolean) => void;
  onCancel?: () => void;
}

/**
 * The certification form. Submitting sends every field with `submitCertification`; a draft sends the
 * fields filled in so far. A refusal shows next to the field the server names (e.g. a credit code
 * another enterprise uses), anything else above the form with a retry; nothing typed is lost.
 */
export function CertificationForm({
  enterprise,
  mode = 'new',
  onSaved,
  onCancel,
}: CertificationFormProps) {
  const [form] = Form.useForm<CertificationFormValues>();
  const [busy, setBusy] = useState<'submit' | 'draft'>();
  const lastAction = useRef<'submit' | 'draft'>('submit');
  const [baseline] = useState<CertificationFormValues>(() => ({
    enterprise: toEnterpriseFormValues(enterprise),
  }));
  // Kept on this device until sent (submitted or saved as the server's draft) or discarded.
  const draft = useMemberFormDraft(CERTIFICATION_DRAFT, mode, baseline, form);
  const { formError, saveDetails, changed } = useDetailsSave(form, draft, ENTERPRISE_FIELDS);

  const send = async (action: 'submit' | 'draft', body: UpdateMemberInfoBody) => {
    // One at a time: the buttons are off meanwhile, and Enter in a field submits nothing more.
    if (busy) return;
    lastAction.current = action;
    setBusy(action);
    await saveDetails(body, (info) => {
      draft.clear();
      toastMessage('success', {
        id: action === 'submit' ? 'enterprise.cert.submitted' : 'enterprise.cert.draftSaved',
      });
      onSaved(info, action === 'submit');
    });
    setBusy(undefined);
  };

  const submit = (values: CertificationFormValues) =>
    send('submit', { enterprise: toEnterpriseBody(values.enterprise), submitCertification: true });

  const saveDraft = async () => {
    const values = (form.getFieldsValue(true) as Partial<CertificationFormValues>).enterprise ?? {};
    const keys = filledEnterpriseKeys(values);
    const valid = await form.validateFields(keys.map((key) => ['enterprise', key])).then(
      () => true,
      () => false,
    );
    if (!valid) return;
    const all = toEnterpriseBody(values);
    const body = Object.fromEntries(keys.map((key) => [key, all[key as keyof typeof all]]));
    await send('draft', { enterprise: body });
  };

  const retry = () => (lastAction.current === 'draft' ? void saveDraft() : form.submit());

  return (
    <Form<CertificationFormValues>
      form={form}
      name="certification"
      layout="vertical"
      size="large"
      initialValues={draft.initialValues}
      onFinish={submit}
      onValuesChange={changed}
      scrollToFirstError={{ block: 'center', focus: true }}
    >
      {draft.restored && (
        <DraftNotice savedAt={draft.restored.savedAt} onDiscard={draft.discard} spaced />
      )}
      {mode === 'change' && (
        <Alert
          type="warning"
          showIcon
          title={<FormattedMessage id="enterprise.cert.change.title" />}
          description={<FormattedMessage id="enterprise.cert.change.description" />}
          className={styles.formError}
        />
      )}
      <h2 className={styles.section}>
        <FormattedMessage id="enterprise.cert.section.identity" />
      </h2>
      <EnterpriseIdentityFields />
      <h2 className={styles.section}>
        <FormattedMessage id="enterprise.cert.section.contact" />
      </h2>
      <EnterpriseContactFields />
      <FormError message={formError} onRetry={retry} />
      <div className={styles.actions}>
        <KeepFocusButton type="primary" htmlType="submit" loading={busy === 'submit'} off={!!busy}>
          <FormattedMessage
            id={mode === 'resubmit' ? 'enterprise.cert.resubmit' : 'enterprise.cert.submit'}
          />
        </KeepFocusButton>
        {mode !== 'change' && (
          <KeepFocusButton onClick={() => void saveDraft()} loading={busy === 'draft'} off={!!busy}>
            <FormattedMessage id="enterprise.cert.saveDraft" />
          </KeepFocusButton>
        )}
        {onCancel && (
          <KeepFocusButton type="text" onClick={onCancel} off={!!busy}>
            <FormattedMessage id="enterprise.cert.cancelChange" />
          </KeepFocusButton>
        )}
      </div>
    </Form>
  );
}
