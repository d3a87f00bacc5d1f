import { useRequest } from 'ahooks';

import { getCaptcha } from './api';

/** The current image captcha; `refresh()` fetches a new one (a captcha can be answered once). */
export function useCaptcha() {
  const { data, loading, error, refresh } = useRequest(() => getCaptcha({ skipErrorToast: true }));
  return { captcha: data, loading, failed: Boolean(error), refresh };
}
