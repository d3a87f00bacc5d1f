import { useIntl } from 'react-intl';

import { CAPTCHA_LENGTH } from '@/components/captcha-field';
import type { SmsScene } from '@/contract/member/types';
import { checkCaptcha, type useCaptcha } from '@/lib/captcha';
import { useText } from '@/lib/i18n/use-text';
import { toastMessage } from '@/lib/request';
import { toFormFailure } from '@/utils/form-failure';

import { getSmsCode } from '../api';
import { maskMobile } from '../utils/mask-mobile';

import type { FormInstance } from 'antd';

interface SmsSenderOptions {
  form: FormInstance;
  scene: SmsScene;
  captcha: ReturnType<typeof useCaptcha>;
  /** The form field holding the mobile number. */
  mobileField?: string;
}

/**
 * Sends an SMS code for the form's mobile number, behind its image captcha (field `captchaCode`).
 * Refusals show next to the field they concern, anything else (a 4009 limit, offline) next to the
 * SMS code. Any attempt spends the captcha, so a new one is loaded.
 */
export function useSmsSender({ form, scene, captcha, mobileField = 'mobile' }: SmsSenderOptions) {
  const intl = useIntl();
  const text = useText();

  return async (): Promise<number | undefined> => {
    // The captcha is checked here, not on submit: it guards the send and is spent by it.
    const captchaCode = String(form.getFieldValue('captchaCode') ?? '').trim();
    const captchaError = !captchaCode
      ? 'forms.captcha.required'
      : captchaCode.length !== CAPTCHA_LENGTH
        ? 'forms.captcha.length'
        : undefined;
    const mobileOk = await form.validateFields([mobileField]).then(
      () => true,
      () => false,
    );
    if (captchaError) {
      form.setFields([{ name: 'captchaCode', errors: [intl.formatMessage({ id: captchaError })] }]);
    }
    if (!mobileOk || captchaError || !captcha.captcha) return undefined;
    const mobile = String(form.getFieldValue(mobileField) ?? '').trim();
    const spendCaptcha = () => captcha.spend(form);
    const { captchaKey } = captcha.captcha;
    try {
      // Like login: the answer is checked first, then the passed captcha is spent by the send.
      await checkCaptcha({ captchaKey, captchaCode });
      const sent = await getSmsCode({ mobile, scene, captchaKey, captchaCode });
      spendCaptcha();
      toastMessage('success', { id: 'forms.sms.sent', values: { mobile: maskMobile(mobile) } });
      form.setFields([{ name: 'smsCode', errors: [] }]);
      return sent.resendIn;
    } catch (error) {
      spendCaptcha();
      const failure = toFormFailure(error, [mobileField, 'captchaCode', 'smsCode'], text);
      // Limits (4009), offline and server errors show by the button that was pressed.
      const field = failure.kind === 'field' ? failure.field : 'smsCode';
      form.setFields([{ name: field, errors: [failure.message] }]);
      return undefined;
    }
  };
}
