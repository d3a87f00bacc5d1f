import { Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { FormError } from '@/components/form-error';
import type { MemberInfo } from '@/contract/member/types';
import { useText } from '@/lib/i18n/use-text';
import { showAtField, toFormFailure } from '@/utils/form-failure';

import { updateMemberInfo } from '../api';
import { MobileField } from './mobile-field';
import { SmsVerifyFields } from './sms-verify-fields';

interface MobileChangeValues {
  mobile: string;
  captchaCode: string;
  smsCode: string;
}

interface MobileChangeDialogProps {
  open: boolean;
  currentMobile: string;
  onClose: () => void;
  onChanged: (info: MemberInfo) => void;
}

const FIELDS = ['mobile', 'captchaCode', 'smsCode'] as const;

/**
 * Changing the login mobile number: the new number (not the current one), then an SMS code sent to
 * it (behind the image captcha). A wrong or expired code shows next to the code field.
 */
export function MobileChangeDialog({
  open,
  currentMobile,
  onClose,
  onChanged,
}: MobileChangeDialogProps) {
  const intl = useIntl();
  const text = useText();
  const [form] = Form.useForm<MobileChangeValues>();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string>();

  const submit = async ({ mobile, smsCode }: MobileChangeValues) => {
    setSaving(true);
    setFormError(undefined);
    try {
      onChanged(await updateMemberInfo({ mobile: mobile.trim(), smsCode }));
    } catch (error) {
      const failure = toFormFailure(error, FIELDS, text);
      if (!showAtField(form, failure)) setFormError(failure.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={<FormattedMessage id="enterprise.mobile.change" />}
      okText={intl.formatMessage({ id: 'enterprise.mobile.submit' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<MobileChangeValues>
        form={form}
        name="changeMobile"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={() => setFormError(undefined)}
      >
        <Typography.Paragraph type="secondary">
          <FormattedMessage id="enterprise.mobile.hint" />
        </Typography.Paragraph>
        <FormError message={formError} />
        <MobileField
          label={intl.formatMessage({ id: 'enterprise.mobile.new' })}
          extraRules={[
            {
              validator: async (_, value: string | undefined) => {
                if ((value ?? '').trim() === currentMobile) {
                  throw new Error(intl.formatMessage({ id: 'enterprise.rule.mobileSame' }));
                }
              },
            },
          ]}
        />
        <SmsVerifyFields form={form} scene="change_mobile" mobileField="mobile" />
      </Form>
    </Modal>
  );
}
