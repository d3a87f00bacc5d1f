import type { Bid, BidBody } from '@/contract/bid/types';
import { useMutation } from '@/hooks/use-mutation';

import { reviseBid, submitBid } from '../api';

/**
 * Submits a new bid, or revises `bidId`. One call at a time: while one is on its way, another save
 * (a double click, Enter pressed twice) resolves to undefined without sending anything.
 */
export function useSaveBid() {
  const { run, running } = useMutation((body: BidBody, bidId?: string): Promise<Bid> =>
    // The form shows refusals next to their fields, so no toast.
    bidId
      ? reviseBid({ ...body, id: bidId }, { skipErrorToast: true })
      : submitBid(body, { skipErrorToast: true }),
  );
  return { save: run, saving: running };
}
