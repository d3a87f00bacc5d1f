/**
 * GET tender/market: the issuer's tender and its bids beside the lane's median and band of its
 * week. The lane index of the week the tender was issued, for each of its units, comes from the
 * market (`lent('market')`: the tender may not import it); the bids' totals in the tender's
 * currency come from the bid domain's issuer view (`lent('bid')`), as the tender's bid list shows
 * them.
 */
import { fromCents, multiplyCents, sumCents, toCents } from '@/contract/common/money';
import { weekOf } from '@/contract/market/rate-index';
import type {
  MarketBand,
  MarketPosition,
  TenderMarket,
  TenderMarketLine,
} from '@/contract/tender/market';
import { tenderUnits } from '@/contract/tender/market';

import { lent } from '../../core/registry';
import { accept, type RuleResult } from '../../core/result';
import { cstDate } from '../../core/time';
import { exchangeRate } from '../reference/data-exchange-rates';
import { ownTender } from './rules';

import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';

/** Volumes multiply to the litre (3 decimals of a cbm), as a bid's total does. */
const VOLUME_PLACES = 3;

/** Where a total stands against the band, in cents: under its low, over its high, or within. */
export function positionOf(totalCents: number, band: MarketBand): MarketPosition {
  if (totalCents < (toCents(band.low) ?? 0)) return 'below';
  if (totalCents > (toCents(band.high) ?? 0)) return 'above';
  return 'within';
}

/**
 * The tender's market: per unit, the lane index of its week converted to the tender's currency at
 * today's rate; the band, Σ quantity × each unit's low, median and high (absent when any unit's
 * week is a gap); each bid that is not withdrawn placed below, within or above the band (none
 * without a band). 4004 for an unknown tender, 4003 for one the member did not issue.
 */
export function tenderMarket(
  db: Db,
  member: MemberRow,
  id: string,
  now: number,
): RuleResult<TenderMarket> {
  const owned = ownTender(db, member, id);
  if (!owned.ok) return owned;
  const tender = owned.value;
  const week = weekOf(cstDate(tender.createdAt));
  const rate = exchangeRate('USD', tender.currency);
  const readIndex = lent('market').laneIndexReader(db);

  const figures = tenderUnits(tender).map(({ unit, quantity }) => {
    const [found] = readIndex(tender, unit, [week]);
    const convert = (cents: number | undefined) =>
      cents === undefined ? undefined : multiplyCents(cents, rate);
    return {
      unit,
      quantity,
      listings: found?.listings ?? 0,
      low: convert(found?.lowCents),
      median: convert(found?.medianCents),
      high: convert(found?.highCents),
    };
  });
  const lines: TenderMarketLine[] = figures.map(({ unit, quantity, listings, ...cents }) => ({
    unit,
    quantity,
    listings,
    ...(cents.low === undefined ? {} : { low: fromCents(cents.low) }),
    ...(cents.median === undefined ? {} : { median: fromCents(cents.median) }),
    ...(cents.high === undefined ? {} : { high: fromCents(cents.high) }),
  }));

  const bandOf = (pick: (line: (typeof figures)[number]) => number | undefined) => {
    const parts = figures.map((line) => {
      const cents = pick(line);
      return cents === undefined ? undefined : multiplyCents(cents, line.quantity, VOLUME_PLACES);
    });
    return parts.every((part): part is number => part !== undefined)
      ? fromCents(sumCents(parts))
      : undefined;
  };
  const low = bandOf((line) => line.low);
  const median = bandOf((line) => line.median);
  const high = bandOf((line) => line.high);
  const band = low && median && high ? { low, median, high } : undefined;

  const { toIssuerBid } = lent('bid');
  const bids = band
    ? Object.values(db.bids)
        .filter((bid) => bid.tenderId === tender.id && bid.status !== 'withdrawn')
        .sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id))
        .map((bid) => {
          const shown = toIssuerBid(db, bid, tender, now);
          const total = shown.converted?.amount ?? shown.total;
          return { bidId: bid.id, total, position: positionOf(toCents(total) ?? 0, band) };
        })
    : [];

  return accept({
    week,
    currency: tender.currency,
    rate,
    rateDate: cstDate(now),
    lines,
    ...(band ? { band } : {}),
    bids,
  });
}
