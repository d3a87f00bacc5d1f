import { useRequest } from 'ahooks';

import { DEFAULT_PAGE_SIZE } from '@/config/constants';

import { getMyBidPage } from '../api';

import type { BidStatus } from '../types';

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
