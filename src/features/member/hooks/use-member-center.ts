import { REFRESH_ON_FOCUS } from '@/hooks/request-policy';
import { useRequest } from '@/hooks/use-request';

import { getMemberCenter } from '../api';

/**
 * The member centre summary; refreshed when the tab regains focus (a certification may have been
 * decided). Not cached across mounts: another member may log in on this tab.
 */
export function useMemberCenter() {
  return useRequest(() => getMemberCenter({ skipErrorToast: true }), {
    ...REFRESH_ON_FOCUS,
    // The page shows the failure; without a handler ahooks would also log it to the console.
    onError: () => undefined,
  });
}
