import { useRequest } from '@/hooks/use-request';

import { getBidDetail } from '../api';

/** One bid by id (the bidder's own); nothing is asked while `id` is empty. */
export function useBidDetail(id: string | undefined) {
  return useRequest(() => getBidDetail(id ?? '', { skipErrorToast: true }), {
    ready: Boolean(id),
    refreshDeps: [id],
    // The page shows the failure with a retry; without a handler ahooks would log it.
    onError: () => undefined,
  });
}
