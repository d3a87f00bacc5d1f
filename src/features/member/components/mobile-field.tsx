import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';

import { mobileRules } from '../utils/rules';

import type { FormRule } from 'antd';
import type { ReactNode } from 'react';

interface MobileFieldProps {
  /** Defaults to "mobile number". */
  label?: string;
  /** Checks beyond the mainland format (e.g. "not the current number"). */
  extraRules?: FormRule[];
  prefix?: ReactNode;
}

/** The `mobile` field of the account forms: mainland format, numeric keyboard, phone autofill. */
export function MobileField({ label, extraRules = [], prefix }: MobileFieldProps) {
  const intl = useIntl();
  return (
    <Form.Item
      name="mobile"
      label={label ?? intl.formatMessage({ id: 'forms.mobile.label' })}
      rules={[...mobileRules(intl), ...extraRules]}
    >
      <Input
        prefix={prefix}
        maxLength={11}
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={intl.formatMessage({ id: 'forms.mobile.placeholder' })}
      />
    </Form.Item>
  );
}
