import { Form } from 'antd';
import { useIntl } from 'react-intl';

import { CaptchaField } from '@/components/captcha-field';
import { SmsCodeInput } from '@/components/sms-code-input';
import type { SmsScene } from '@/contract/member/types';
import { useCaptcha } from '@/lib/captcha';

import { useSmsSender } from '../hooks/use-sms-sender';

import type { FormInstance } from 'antd';

interface SmsVerifyFieldsProps {
  form: FormInstance;
  scene: SmsScene;
  /** The form field holding the mobile number the code goes to. */
  mobileField?: string;
}

/**
 * The image captcha and the SMS code fields (`captchaCode`, `smsCode`) of a form that already has a
 * mobile number field (see `mobileRules`). The captcha guards the SMS send and is checked only then;
 * the SMS code is what the form submits.
 */
export function SmsVerifyFields({ form, scene, mobileField = 'mobile' }: SmsVerifyFieldsProps) {
  const intl = useIntl();
  const captcha = useCaptcha();
  const send = useSmsSender({ form, scene, captcha, mobileField });
  const mobile = Form.useWatch<string | undefined>(mobileField, form);

  return (
    <>
      <Form.Item
        name="captchaCode"
        label={intl.formatMessage({ id: 'forms.captcha.label' })}
        extra={intl.formatMessage({ id: 'forms.captcha.extra' })}
      >
        <CaptchaField
          captcha={captcha.captcha}
          loading={captcha.loading}
          failed={captcha.failed}
          onRefresh={captcha.refresh}
          placeholder={intl.formatMessage({ id: 'forms.captcha.placeholder' })}
        />
      </Form.Item>
      <Form.Item
        name="smsCode"
        label={intl.formatMessage({ id: 'forms.sms.label' })}
        rules={[
          { required: true, message: intl.formatMessage({ id: 'forms.sms.required' }) },
          { pattern: /^\d{6}$/, message: intl.formatMessage({ id: 'forms.sms.invalid' }) },
        ]}
      >
        <SmsCodeInput
          countdownKey={`${scene}:${(mobile ?? '').trim()}`}
          onSend={send}
          placeholder={intl.formatMessage({ id: 'forms.sms.placeholder' })}
        />
      </Form.Item>
    </>
  );
}
