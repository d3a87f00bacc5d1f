import { Form } from 'antd';

import { CaptchaItem } from '@/components/captcha-field';
import type { SmsScene } from '@/contract/member/types';
import { useCaptcha } from '@/lib/captcha';

import { useSmsSender } from '../hooks/use-sms-sender';
import { SmsCodeItem } from './verification-items';

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
  const captcha = useCaptcha();
  const send = useSmsSender({ form, scene, captcha, mobileField });
  const mobile = Form.useWatch<string | undefined>(mobileField, form);

  return (
    <>
      <CaptchaItem captcha={captcha} />
      <SmsCodeItem scene={scene} mobile={mobile ?? ''} onSend={send} />
    </>
  );
}
