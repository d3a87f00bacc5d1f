import { Form } from 'antd';
import { useIntl } from 'react-intl';

import { CaptchaField } from '@/components/captcha-field';
import { SmsCodeInput } from '@/components/sms-code-input';
import type { SmsScene } from '@/contract/member/types';
import type { useCaptcha } from '@/lib/captcha';

import type { ReactNode } from 'react';

type Captcha = ReturnType<typeof useCaptcha>;

/** The resend countdown of a scene and number: kept while the member goes back and forth. */
export const smsCountdownKey = (scene: SmsScene, mobile: string) => `${scene}:${mobile.trim()}`;

/**
 * The image captcha that guards sending an SMS code (field `captchaCode`). `required` when the
 * form's own submit sends the code; otherwise the send checks it.
 */
export function CaptchaItem({ captcha, required }: { captcha: Captcha; required?: boolean }) {
  const intl = useIntl();
  return (
    <Form.Item
      name="captchaCode"
      label={intl.formatMessage({ id: 'forms.captcha.label' })}
      extra={intl.formatMessage({ id: 'forms.captcha.extra' })}
      rules={
        required
          ? [
              {
                required: true,
                whitespace: true,
                message: intl.formatMessage({ id: 'forms.captcha.required' }),
              },
              { len: 4, message: intl.formatMessage({ id: 'forms.captcha.length' }) },
            ]
          : []
      }
    >
      <CaptchaField
        captcha={captcha.captcha}
        loading={captcha.loading}
        failed={captcha.failed}
        onRefresh={captcha.refresh}
        placeholder={intl.formatMessage({ id: 'forms.captcha.placeholder' })}
      />
    </Form.Item>
  );
}

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
