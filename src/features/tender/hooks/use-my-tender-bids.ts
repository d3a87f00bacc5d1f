import { useRequest } from '@/hooks/use-request';

import { getTenderBids } from '../api';

/** One of the issuer's tenders with every bid on it (server-converted totals included). */
export function useMyTenderBids(tenderId: string) {
  return useRequest(() => getTenderBids(tenderId, { skipErrorToast: true }), {
    refreshDeps: [tenderId],
    onError: () => undefined,
  });
}
