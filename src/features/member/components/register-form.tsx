import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ACCOUNT_FORM_LAYOUT } from '@/components/account-form';
import { FormError } from '@/components/form-error';
import { paths } from '@/config/paths';
import type { TokenResult } from '@/contract/auth/types';
import { charCount } from '@/contract/common/text-length';
import { useText } from '@/lib/i18n/use-text';
import { showAtField } from '@/utils/form-failure';

import { register } from '../api';
import { toRegisterBody, toRegisterFailure, type RegisterFormValues } from '../utils/register-body';
import { MobileField } from './mobile-field';
import { PasswordFields } from './password-fields';
import styles from './register-form.module.css';
import { SmsVerifyFields } from './sms-verify-fields';
import { UserTypePicker } from './user-type-picker';

export const COMPANY_NAME_MAX = 60;

interface RegisterFormProps {
  /** From an unbound WeChat return: the new account is bound to that WeChat account. */
  bindTicket?: string;
  /** The mobile number to start with (offered by the SMS sign-in). */
  mobile?: string | undefined;
  /** Called with the new account's tokens (it handles its own failures). */
  onRegistered: (tokens: TokenResult) => Promise<void>;
}

/**
 * User type, mobile with image captcha and SMS code, password, company name and consent. A refusal
 * shows next to the field the server named, anything else above the form; nothing typed is lost.
 */
export function RegisterForm({ bindTicket, mobile, onRegistered }: RegisterFormProps) {
  const intl = useIntl();
  const text = useText();
  const [form] = Form.useForm<RegisterFormValues>();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();
  const userTypeLabel = useId();

  const submit = async (values: RegisterFormValues) => {
    if (submitting) return;
    setSubmitting(true);
    setFormError(undefined);
    let tokens: TokenResult;
    try {
      tokens = await register(toRegisterBody(values, bindTicket));
    } catch (error) {
      const failure = toRegisterFailure(error, text);
      if (!showAtField(form, failure)) setFormError(failure.message);
      setSubmitting(false);
      return;
    }
    await onRegistered(tokens);
  };

  return (
    <Form<RegisterFormValues>
      form={form}
      name="register"
      initialValues={mobile ? { mobile } : undefined}
      {...ACCOUNT_FORM_LAYOUT}
      scrollToFirstError={{ block: 'center', focus: true }}
      onFinish={submit}
      onValuesChange={() => setFormError(undefined)}
    >
      {bindTicket && (
        <Alert
          type="info"
          showIcon
          title={intl.formatMessage({ id: 'account.register.wechatNote' })}
          className={styles.alert}
        />
      )}
      <FormError message={formError} />
      <Form.Item
        name="userType"
        label={
          <span id={userTypeLabel}>{intl.formatMessage({ id: 'account.register.userType' })}</span>
        }
        extra={intl.formatMessage({ id: 'account.register.userTypeExtra' })}
        rules={[
          {
            required: true,
            message: intl.formatMessage({ id: 'account.register.userTypeRequired' }),
          },
        ]}
      >
        <UserTypePicker labelledBy={userTypeLabel} />
      </Form.Item>
      <MobileField />
      <SmsVerifyFields form={form} scene="register" />
      <PasswordFields form={form} />
      <Form.Item
        name="companyName"
        label={intl.formatMessage({ id: 'account.register.companyName' })}
        rules={[
          {
            required: true,
            whitespace: true,
            message: intl.formatMessage({ id: 'account.register.companyNameRequired' }),
          },
          {
            max: COMPANY_NAME_MAX,
            transform: (value: string) => value.trim(),
            message: intl.formatMessage(
              { id: 'account.register.companyNameTooLong' },
              { max: COMPANY_NAME_MAX },
            ),
          },
        ]}
      >
        <Input
          autoComplete="organization"
          count={{ show: true, max: COMPANY_NAME_MAX, strategy: charCount }}
          placeholder={intl.formatMessage({ id: 'account.register.companyNamePlaceholder' })}
        />
      </Form.Item>
      <Form.Item
        name="agreeTerms"
        valuePropName="checked"
        rules={[
          {
            validator: (_, checked: boolean | undefined) =>
              checked
                ? Promise.resolve()
                : Promise.reject(
                    new Error(intl.formatMessage({ id: 'account.register.agreeRequired' })),
                  ),
          },
        ]}
      >
        <Checkbox>
          <FormattedMessage
            id="account.register.agree"
            values={{
              terms: (
                // A new tab, so what was typed here is not lost.
                <a
                  href={paths.other.clause.href()}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.terms}
                >
                  <FormattedMessage id="account.register.terms" />
                  <span className="visually-hidden">
                    <FormattedMessage id="account.register.newTab" />
                  </span>
                </a>
              ),
            }}
          />
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        <FormattedMessage id="account.register.submit" />
      </Button>
    </Form>
  );
}
