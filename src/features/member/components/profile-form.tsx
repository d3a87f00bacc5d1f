import { Button, Form, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { DraftNotice } from '@/components/draft-notice';
import { FormError } from '@/components/form-error';
import { SectionCard } from '@/components/section-card';
import type { MemberInfo } from '@/contract/member/types';
import { useMemberFormDraft } from '@/hooks/use-member-form-draft';
import { toastMessage } from '@/lib/request';

import { useDetailsSave } from '../hooks/use-details-save';
import { PROFILE_DRAFT } from '../utils/member-drafts';
import {
  PROFILE_ENTERPRISE_KEYS,
  PROFILE_FIELDS,
  profileChanges,
  toProfileFormValues,
  type ProfileFormValues,
} from '../utils/profile-changes';
import { EnterpriseContactFields } from './enterprise-contact-fields';
import styles from './enterprise-form.module.css';
import { ProfileAccountFields } from './profile-account-fields';
import { ProfileCertifiedBlock } from './profile-certified-block';
import { ProfileLeavePrompt } from './profile-leave-prompt';

interface ProfileFormProps {
  info: MemberInfo;
  /** After a successful save, with what the server now holds. */
  onSaved: (info: MemberInfo) => void | Promise<void>;
}

/**
 * The member's and the enterprise's editable details. Saving sends only what changed; a refusal
 * shows next to its field, a failure above the form with a retry, and nothing typed is lost.
 * Leaving with unsaved changes asks first.
 */
export function ProfileForm({ info, onSaved }: ProfileFormProps) {
  const intl = useIntl();
  const [form] = Form.useForm<ProfileFormValues>();
  const [baseline, setBaseline] = useState(() => toProfileFormValues(info));
  // What is typed survives a reload or an expired session until saved or discarded.
  const draft = useMemberFormDraft(PROFILE_DRAFT, undefined, baseline, form);
  const [saving, setSaving] = useState(false);
  const { formError, saveDetails, changed } = useDetailsSave(form, draft, PROFILE_FIELDS);
  const values = Form.useWatch([], { form, preserve: true }) as ProfileFormValues | undefined;
  const dirty = profileChanges(baseline, values) !== undefined;
  const optional = useMemo(
    () => PROFILE_ENTERPRISE_KEYS.filter((key) => !baseline.enterprise[key]),
    [baseline],
  );

  const save = async (submitted: ProfileFormValues) => {
    const body = profileChanges(baseline, submitted);
    if (!body) {
      toastMessage('info', { id: 'enterprise.profile.noChanges' });
      return;
    }
    setSaving(true);
    await saveDetails(body, async (next) => {
      const saved = toProfileFormValues(next);
      setBaseline(saved);
      form.setFieldsValue(saved);
      draft.clear();
      toastMessage('success', { id: 'enterprise.profile.saved' });
      await onSaved(next);
    });
    setSaving(false);
  };

  return (
    <Form<ProfileFormValues>
      form={form}
      name="profile"
      layout="vertical"
      size="large"
      initialValues={draft.initialValues}
      onFinish={save}
      onValuesChange={changed}
      scrollToFirstError={{ block: 'center', focus: true }}
      className={styles.stack}
    >
      <ProfileLeavePrompt when={dirty} onLeave={draft.clear} />
      {draft.restored && <DraftNotice savedAt={draft.restored.savedAt} onDiscard={draft.discard} />}
      <SectionCard title={intl.formatMessage({ id: 'enterprise.profile.account.title' })}>
        <ProfileAccountFields />
      </SectionCard>
      <SectionCard title={intl.formatMessage({ id: 'enterprise.profile.enterprise.title' })}>
        <ProfileCertifiedBlock enterprise={info.enterprise} />
        <EnterpriseContactFields optional={optional} />
      </SectionCard>
      <FormError message={formError} onRetry={() => form.submit()} />
      <div className={styles.saveBar}>
        <Button type="primary" htmlType="submit" loading={saving}>
          <FormattedMessage id="enterprise.profile.save" />
        </Button>
        {dirty && (
          <Typography.Text type="secondary" role="status">
            <FormattedMessage id="enterprise.profile.unsaved" />
          </Typography.Text>
        )}
      </div>
    </Form>
  );
}
