import { Form } from 'antd';
import { useIntl } from 'react-intl';

import { SmsCodeInput } from '@/components/sms-code-input';
import type { SmsScene } from '@/contract/member/types';

import type { ReactNode } from 'react';

/** The resend countdown of a scene and number: kept while the member goes back and forth. */
export const smsCountdownKey = (scene: SmsScene, mobile: string) => `${scene}:${mobile.trim()}`;

interface SmsCodeItemProps {
  scene: SmsScene;
  mobile: string;
  /** Sends a code; resolves to the seconds until the next may be sent, or undefined if none went. */
  onSend: () => Promise<number | undefined>;
  extra?: ReactNode;
}

/** The 6-digit SMS code (field `smsCode`) with its send button and resend countdown. */
export function SmsCodeItem({ scene, mobile, onSend, extra }: SmsCodeItemProps) {
  const intl = useIntl();
  return (
    <Form.Item
      name="smsCode"
      label={intl.formatMessage({ id: 'forms.sms.label' })}
      extra={extra}
      rules={[
        { required: true, message: intl.formatMessage({ id: 'forms.sms.required' }) },
        { pattern: /^\d{6}$/, message: intl.formatMessage({ id: 'forms.sms.invalid' }) },
      ]}
    >
      <SmsCodeInput
        countdownKey={smsCountdownKey(scene, mobile)}
        onSend={onSend}
        placeholder={intl.formatMessage({ id: 'forms.sms.placeholder' })}
      />
    </Form.Item>
  );
}
