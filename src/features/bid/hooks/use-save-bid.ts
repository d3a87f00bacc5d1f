import { useCallback, useRef, useState } from 'react';

import type { Bid, BidBody } from '@/contract/bid/types';

import { reviseBid, submitBid } from '../api';

/**
 * Submits a new bid, or revises `bidId`. One call at a time: while one is on its way, another save
 * (a double click, Enter pressed twice) resolves to null without sending anything.
 */
export function useSaveBid() {
  const inFlight = useRef(false);
  const [saving, setSaving] = useState(false);

  const save = useCallback(async (body: BidBody, bidId?: string): Promise<Bid | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSaving(true);
    try {
      // The form shows refusals next to their fields, so no toast.
      return bidId
        ? await reviseBid({ ...body, id: bidId }, { skipErrorToast: true })
        : await submitBid(body, { skipErrorToast: true });
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }, []);

  return { save, saving };
}
