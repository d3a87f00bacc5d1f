import { useRequest } from '@/hooks/use-request';

import { getMemberDashboard } from '../api';

/**
 * The member's dashboard (`role` shipper or carrier, by its user type). Not cached across mounts:
 * another member may log in on this tab. The section shows failures.
 */
export function useMemberDashboard() {
  return useRequest(() => getMemberDashboard({ skipErrorToast: true }), {
    onError: () => undefined,
  });
}
