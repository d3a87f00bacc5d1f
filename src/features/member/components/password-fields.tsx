import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';

import { isValidPassword } from '@/contract/common/validators';
import type { MessageId } from '@/locales/message-id';

import { PasswordStrength } from './password-strength';

import type { FormInstance } from 'antd';

interface PasswordFieldsProps {
  form: FormInstance;
  /** Label of the password field (fields `password` and `confirmPassword`). */
  labelId?: MessageId;
  confirmLabelId?: MessageId;
}

/**
 * A new password and its confirmation: 8–20 characters with letters and digits (the server's rule),
 * the strength shown live under it, and the confirmation re-checked whenever the password changes.
 */
export function PasswordFields({
  form,
  labelId = 'account.password.label',
  confirmLabelId = 'account.password.confirmLabel',
}: PasswordFieldsProps) {
  const intl = useIntl();
  const password = Form.useWatch<string | undefined>('password', form);

  return (
    <>
      <Form.Item
        name="password"
        label={intl.formatMessage({ id: labelId })}
        extra={
          <>
            {intl.formatMessage({ id: 'account.password.rule' })}
            <PasswordStrength password={password} />
          </>
        }
        rules={[
          { required: true, message: intl.formatMessage({ id: 'account.password.required' }) },
          {
            validator: (_, value: string | undefined) =>
              !value || isValidPassword(value)
                ? Promise.resolve()
                : Promise.reject(new Error(intl.formatMessage({ id: 'account.password.invalid' }))),
          },
        ]}
      >
        <Input.Password
          autoComplete="new-password"
          placeholder={intl.formatMessage({ id: 'account.password.placeholder' })}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={intl.formatMessage({ id: confirmLabelId })}
        dependencies={['password']}
        rules={[
          {
            required: true,
            message: intl.formatMessage({ id: 'account.password.confirmRequired' }),
          },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(
                    new Error(intl.formatMessage({ id: 'account.password.mismatch' })),
                  ),
          }),
        ]}
      >
        <Input.Password
          autoComplete="new-password"
          placeholder={intl.formatMessage({ id: 'account.password.confirmPlaceholder' })}
        />
      </Form.Item>
    </>
  );
}
