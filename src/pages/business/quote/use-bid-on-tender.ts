import { useState } from 'react';

import type { Bid } from '@/contract/bid/types';
import { useBidDetail } from '@/features/bid/hooks/use-bid-detail';
import { useTenderForBid } from '@/features/tender/hooks/use-tender-for-bid';

/**
 * The tender being bid on and the bidder's live bid on it, each asked through its feature (a page
 * composes features; it reaches the server only through them). After a save or a withdrawal the
 * page keeps the bid it got back (the form stays mounted with what it shows) and reloads the tender
 * for its bid count and state.
 */
export function useBidOnTender(tenderId: string) {
  const tender = useTenderForBid(tenderId);
  const myBidId = tender.data?.myBidId;
  const loaded = useBidDetail(myBidId);
  // Set once this page has saved or withdrawn: then it knows better than the last load.
  const [known, setKnown] = useState<{ bid?: Bid }>();

  const bid = known ? known.bid : myBidId ? loaded.data : undefined;
  const waitingForBid = !known && Boolean(myBidId) && !loaded.data;

  return {
    tender,
    bid,
    bidLoad: { waiting: waitingForBid, error: loaded.error, retry: loaded.refresh },
    onSaved: (saved: Bid) => {
      setKnown({ bid: saved });
      tender.refresh();
    },
    onWithdrawn: () => {
      setKnown({ bid: undefined });
      tender.refresh();
    },
  };
}
