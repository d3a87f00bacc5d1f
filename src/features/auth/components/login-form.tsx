import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ACCOUNT_FORM_LAYOUT } from '@/components/account-form';
import { CaptchaItem } from '@/components/captcha-field';
import { FormError } from '@/components/form-error';
import type { TokenResult } from '@/contract/auth/types';
import { checkCaptcha, useCaptcha } from '@/lib/captcha';
import { useText } from '@/lib/i18n/use-text';
import { showAtField } from '@/utils/form-failure';

import { passwordLogin } from '../api';
import { toLoginFailure } from '../utils/login-error';

export interface LoginFormValues {
  username: string;
  password: string;
  captchaCode: string;
}

/** The login form names its captcha plainly: it guards the log-in itself. */
const LOGIN_CAPTCHA = {
  label: 'auth.login.captcha',
  placeholder: 'auth.login.captchaPlaceholder',
  required: 'auth.login.captchaRequired',
  length: 'auth.login.captchaLength',
} as const;

interface LoginFormProps {
  /** Called with the new token pair; a rejection is shown above the form. */
  onLoggedIn: (tokens: TokenResult) => Promise<unknown>;
}

/** Account + password + image captcha. A failed attempt keeps what was typed, except the spent captcha. */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const intl = useIntl();
  const text = useText();
  const [form] = Form.useForm<LoginFormValues>();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();

  const submit = async (values: LoginFormValues) => {
    if (submitting || !captcha.captcha) return;
    setSubmitting(true);
    setFormError(undefined);
    const { captchaKey } = captcha.captcha;
    try {
      await checkCaptcha({ captchaKey, captchaCode: values.captchaCode });
      const tokens = await passwordLogin({
        grantType: 'password',
        userType: 'PC',
        username: values.username.trim(),
        password: values.password,
        captchaKey,
        captchaCode: values.captchaCode,
      });
      await onLoggedIn(tokens);
    } catch (error) {
      const failure = toLoginFailure(error, text);
      // The captcha is spent by any attempt: ask for a new answer, keep account and password.
      captcha.spend(form);
      if (!showAtField(form, failure)) setFormError(failure.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<LoginFormValues>
      form={form}
      name="login"
      {...ACCOUNT_FORM_LAYOUT}
      onFinish={submit}
      onValuesChange={() => setFormError(undefined)}
    >
      <FormError message={formError} />
      <Form.Item
        name="username"
        label={intl.formatMessage({ id: 'auth.login.account' })}
        rules={[
          {
            required: true,
            whitespace: true,
            message: intl.formatMessage({ id: 'auth.login.accountRequired' }),
          },
        ]}
      >
        <Input
          prefix={<UserOutlined aria-hidden />}
          autoComplete="username"
          placeholder={intl.formatMessage({ id: 'auth.login.accountPlaceholder' })}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={intl.formatMessage({ id: 'auth.login.password' })}
        rules={[
          { required: true, message: intl.formatMessage({ id: 'auth.login.passwordRequired' }) },
        ]}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          autoComplete="current-password"
          placeholder={intl.formatMessage({ id: 'auth.login.passwordPlaceholder' })}
        />
      </Form.Item>
      <CaptchaItem captcha={captcha} required words={LOGIN_CAPTCHA} />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        <FormattedMessage id="auth.login.submit" />
      </Button>
    </Form>
  );
}
