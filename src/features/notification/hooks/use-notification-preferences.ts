import { useRequest } from '@/hooks/use-request';

import { getNotificationPreferences } from '../api';

/** My delivery preferences; the page shows a failure with Retry. */
export function useNotificationPreferences() {
  return useRequest(() => getNotificationPreferences({ skipErrorToast: true }), {
    onError: () => undefined,
  });
}
