import { changeTenths, toCents } from '@/contract/common/money';
import type { Decimal } from '@/contract/common/trade';
import type { MarketBand, MarketPosition, TenderMarket } from '@/contract/tender/market';

/** Where a bid stands: in the band (as the server placed it) and against the median, in percent. */
export interface MarketStanding {
  position: MarketPosition;
  total: Decimal;
  /** Against the median: under, over or at it, by `percent` (one decimal). */
  direction: 'below' | 'above' | 'same';
  percent: number;
}

/** The standing of bid `bidId`, or undefined when the market has no band or no place for it. */
export function marketStanding(
  market: TenderMarket | undefined,
  bidId: string,
): (MarketStanding & { band: MarketBand }) | undefined {
  const band = market?.band;
  const bid = market?.bids.find((item) => item.bidId === bidId);
  if (!band || !bid) return undefined;
  const tenths = changeTenths(toCents(band.median) ?? 0, toCents(bid.total) ?? 0) ?? 0;
  return {
    band,
    position: bid.position,
    total: bid.total,
    direction: tenths < 0 ? 'below' : tenths > 0 ? 'above' : 'same',
    percent: Math.abs(tenths) / 10,
  };
}
