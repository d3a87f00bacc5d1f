import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { ACCOUNT_FORM_LAYOUT } from '@/components/account-form';
import { paths } from '@/config/paths';
import type { TokenResult } from '@/contract/auth/types';
import { useText } from '@/lib/i18n/use-text';
import { BizCode, isBizError } from '@/lib/request';
import { toFormFailure } from '@/utils/form-failure';

import { smsLogin } from '../api';
import { MobileField } from './mobile-field';
import styles from './register-form.module.css';
import { SmsVerifyFields } from './sms-verify-fields';

interface SmsLoginValues {
  mobile: string;
  captchaCode: string;
  smsCode: string;
}

type Failure = { kind: 'message'; message: string } | { kind: 'noAccount'; mobile: string };

const SMS_LOGIN_FIELDS = ['mobile', 'smsCode'] as const;

interface SmsLoginFormProps {
  /** Called with the new token pair; a rejection is shown above the form. */
  onLoggedIn: (tokens: TokenResult) => Promise<unknown>;
}

/**
 * Mobile number, image captcha (it guards the send), SMS code: the same token call as the password
 * login. A number without an account is told so only once its code was right, with a way to
 * register that number; what was typed stays.
 */
export function SmsLoginForm({ onLoggedIn }: SmsLoginFormProps) {
  const text = useText();
  const [form] = Form.useForm<SmsLoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure>();

  const submit = async (values: SmsLoginValues) => {
    if (submitting) return;
    setSubmitting(true);
    setFailure(undefined);
    const mobile = values.mobile.trim();
    try {
      const tokens = await smsLogin({
        grantType: 'sms',
        userType: 'PC',
        mobile,
        smsCode: values.smsCode.trim(),
      });
      await onLoggedIn(tokens);
    } catch (error) {
      if (isBizError(error, BizCode.notFound)) {
        setFailure({ kind: 'noAccount', mobile });
        return;
      }
      const refused = toFormFailure(error, SMS_LOGIN_FIELDS, text);
      if (refused.kind === 'field') {
        form.setFields([{ name: refused.field, errors: [refused.message] }]);
        form.focusField(refused.field);
      } else {
        setFailure({ kind: 'message', message: refused.message });
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<SmsLoginValues>
      form={form}
      name="smsLogin"
      {...ACCOUNT_FORM_LAYOUT}
      onFinish={submit}
      onValuesChange={() => setFailure(undefined)}
    >
      {failure?.kind === 'message' && (
        <Alert
          type="error"
          showIcon
          title={failure.message}
          role="alert"
          className={styles.alert}
        />
      )}
      {failure?.kind === 'noAccount' && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          className={styles.alert}
          title={<FormattedMessage id="account.smsLogin.noAccount" />}
          action={
            <Link to={paths.register.href({ mobile: failure.mobile })}>
              <FormattedMessage id="account.smsLogin.register" />
            </Link>
          }
        />
      )}
      <MobileField />
      <SmsVerifyFields form={form} scene="login" />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        <FormattedMessage id="account.smsLogin.submit" />
      </Button>
    </Form>
  );
}
