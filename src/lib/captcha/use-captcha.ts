import { useRequest } from '@/hooks/use-request';

import { getCaptcha } from './api';

/** A form with the captcha's answer field, `captchaCode`. */
interface CaptchaForm {
  setFieldValue: (name: 'captchaCode', value: string) => void;
}

/**
 * The current image captcha; `refresh()` fetches a new one. A captcha can be answered once: after
 * any attempt that used it, `spend(form)` clears the answer and shows a new one.
 */
export function useCaptcha() {
  // The field shows a failure itself (`failed`, with a retry on the image's button): without an
  // onError, ahooks would also log every failed load to the console as an error.
  const { data, loading, error, refresh } = useRequest(() => getCaptcha({ skipErrorToast: true }), {
    onError: () => undefined,
  });
  const spend = (form: CaptchaForm) => {
    form.setFieldValue('captchaCode', '');
    refresh();
  };
  return { captcha: data, loading, failed: Boolean(error), refresh, spend };
}
