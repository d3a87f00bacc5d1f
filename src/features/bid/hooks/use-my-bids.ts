import type { BidStatus } from '@/contract/bid/types';
import { DEFAULT_PAGE_SIZE } from '@/contract/http';
import { useRequest } from '@/hooks/use-request';

import { getMyBidPage } from '../api';

interface MyBidsQuery {
  status?: BidStatus;
  current: number;
  size?: number;
}

/** The bidder's bids, one page of one state (or all). Not cached: another member may log in. */
export function useMyBids({ status, current, size = DEFAULT_PAGE_SIZE }: MyBidsQuery) {
  return useRequest(() => getMyBidPage({ status, current, size }, { skipErrorToast: true }), {
    refreshDeps: [status, current, size],
    onError: () => undefined,
  });
}
