/**
 * The instant quote, worked out the same way by the market page and the mock server: one listing's
 * all-in total (freight + surcharges, integer cents, through `computeBidTotal`) for a shipment size,
 * and the ranking of many (cheapest first, ties by transit days, then by id).
 */
import { computeBidTotal, type TotalLine } from '@/contract/bid/total';
import type {
  ContainerType,
  Decimal,
  FreightLine,
  ShipmentType,
  SurchargeLine,
} from '@/contract/common/trade';

/** What the quote asks for: a container type and quantity (FCL) or a volume (LCL). */
export interface QuoteSize {
  shipmentType: ShipmentType;
  containerType?: ContainerType;
  quantity?: number;
  volumeCbm?: Decimal;
}

/** The parts of a listing the quote needs. */
export interface QuotableListing {
  id: string;
  shipmentType: ShipmentType;
  prices: readonly FreightLine[];
  surcharges: readonly SurchargeLine[];
  transitDays: number;
}

export interface ListingQuote {
  lines: TotalLine[];
  total: Decimal;
  totalCents: number;
}

/**
 * The listing's total for `size`, or undefined when the listing does not match (other shipment
 * type, no price for that container type, or a size that cannot be priced).
 */
export function quoteListing(listing: QuotableListing, size: QuoteSize): ListingQuote | undefined {
  if (listing.shipmentType !== size.shipmentType) return undefined;
  const fcl = size.shipmentType === 'FCL';
  const unit = fcl ? size.containerType : 'cbm';
  if (!unit) return undefined;
  const price = listing.prices.find((line) => line.unit === unit);
  if (!price) return undefined;
  const total = computeBidTotal(
    fcl
      ? {
          shipmentType: 'FCL',
          containers: [{ type: unit as ContainerType, quantity: size.quantity ?? 0 }],
        }
      : { shipmentType: 'LCL', volumeCbm: size.volumeCbm ?? '' },
    { freight: [price], surcharges: listing.surcharges },
  );
  if (!total.ok) return undefined;
  return { lines: total.lines, total: total.total, totalCents: total.totalCents };
}

/** Cheapest first; equal totals by shorter transit, then by id (numeric), so the order is stable. */
export function compareQuotes(
  a: { totalCents: number; listing: Pick<QuotableListing, 'id' | 'transitDays'> },
  b: { totalCents: number; listing: Pick<QuotableListing, 'id' | 'transitDays'> },
): number {
  return (
    a.totalCents - b.totalCents ||
    a.listing.transitDays - b.listing.transitDays ||
    Number(a.listing.id) - Number(b.listing.id)
  );
}

/** Every listing that matches `size`, with its total, ranked. */
export function rankQuotes<L extends QuotableListing>(
  listings: readonly L[],
  size: QuoteSize,
): { listing: L; quote: ListingQuote; totalCents: number }[] {
  const rows: { listing: L; quote: ListingQuote; totalCents: number }[] = [];
  for (const listing of listings) {
    const quote = quoteListing(listing, size);
    if (quote) rows.push({ listing, quote, totalCents: quote.totalCents });
  }
  return rows.sort(compareQuotes);
}
