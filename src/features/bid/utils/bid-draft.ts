import { CURRENCIES } from '@/contract/common/trade';
import { shapeDraftSpec } from '@/lib/drafts/form-draft';

import { DATE_FORMAT } from './bid-form';

/** The bid form's draft, one per member and tender: every field the bidder types. */
export const BID_DRAFT = shapeDraftSpec('bid', 1, {
  currency: { oneOf: CURRENCIES },
  freight: { list: { unit: 'text', amount: 'text' } },
  surcharges: { list: { code: 'text', amount: 'text', unit: 'text' } },
  carrier: 'text',
  transitDays: 'number',
  etd: { date: DATE_FORMAT },
  validUntil: { date: DATE_FORMAT },
  freeDays: 'number',
  remarks: 'text',
});
