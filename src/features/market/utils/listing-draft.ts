import { SHIPMENT_TYPES } from '@/contract/common/trade';
import { shapeDraftSpec } from '@/lib/drafts/form-draft';

import { DATE_FORMAT } from './listing-form';

/** The listing form's draft, one per member and listing (or a new one): every field typed. */
export const LISTING_DRAFT = shapeDraftSpec('listing', 1, {
  pol: 'text',
  pod: 'text',
  carrier: 'text',
  shipmentType: { oneOf: SHIPMENT_TYPES },
  prices: { list: { unit: 'text', amount: 'text' } },
  surcharges: { list: { code: 'text', unit: 'text', amount: 'text' } },
  sailingDays: 'numbers',
  transitDays: 'number',
  validFrom: { date: DATE_FORMAT },
  validTo: { date: DATE_FORMAT },
  remarks: 'text',
});
