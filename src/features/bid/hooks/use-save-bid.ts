import type { Bid, BidBody } from '@/contract/bid/types';
import { useMutation } from '@/hooks/use-mutation';

import { reviseBid, submitBid } from '../api';

/**
 * Submits a new bid, or revises `bidId`. One call at a time: while one is on its way, another save
 * (a double click, Enter pressed twice) resolves to undefined without sending anything.
 * `clearDraft` runs on success even when the member has left the page meanwhile (the saved form's
 * draft is not offered again); the bid then goes nowhere (see `useMutation`).
 */
export function useSaveBid() {
  const { run, running } = useMutation(
    async (body: BidBody, bidId: string | undefined, clearDraft: () => void): Promise<Bid> => {
      // The form shows refusals next to their fields, so no toast.
      const saved = await (bidId
        ? reviseBid({ ...body, id: bidId }, { skipErrorToast: true })
        : submitBid(body, { skipErrorToast: true }));
      clearDraft();
      return saved;
    },
  );
  return { save: run, saving: running };
}
