import { computeBidTotal, type TotalLine } from '@/contract/bid/total';

import type { TenderRow } from '../tender/schema';
import type { BidRow } from './schema';

/** What a bid on `tender` is priced on. */
export function sizeOf(tender: TenderRow) {
  return {
    shipmentType: tender.shipmentType,
    containers: tender.containers,
    ...(tender.volumeCbm ? { volumeCbm: tender.volumeCbm } : {}),
  };
}

/** The worked-out lines of a stored bid (its pricing was checked when it was saved). */
export function bidLines(
  tender: TenderRow | undefined,
  bid: Pick<BidRow, 'freight' | 'surcharges'>,
): TotalLine[] {
  if (!tender) return [];
  const total = computeBidTotal(sizeOf(tender), bid);
  return total.ok ? total.lines : [];
}
