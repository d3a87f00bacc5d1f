/** The notifications the bid's rules raise: the tender's issuer hears of each bid and revision. */
import { partyName } from '../member/views';
import { notify } from '../notification/raise';
import { tenderParams } from '../tender/notices';

import type { Db } from '../../core/schema';
import type { BidRow } from './schema';

/** Issuer: a bid arrived on its tender, or a bidder revised one (with the bid's new total). */
export function noticeBid(
  db: Db,
  kind: 'bidReceived' | 'bidRevised',
  bid: BidRow,
  now: number,
): void {
  const tender = db.tenders[bid.tenderId];
  if (!tender) return;
  notify(
    db,
    {
      memberId: tender.issuerId,
      kind,
      subject: { type: 'tender', id: tender.id },
      params: {
        ...tenderParams(tender),
        party: partyName(db, bid.enterpriseId),
        amount: bid.total,
        currency: bid.currency,
      },
    },
    now,
  );
}
