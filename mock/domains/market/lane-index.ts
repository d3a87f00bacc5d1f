/**
 * GET market/laneIndex and market/laneTrends: the query read and checked (a value that is not
 * valid gives a 4000 naming it), then the index rule (rate-index.ts) over the lane's listings.
 */
import { fromCents } from '@/contract/common/money';
import {
  DEFAULT_INDEX_CURRENCY,
  DEFAULT_LANE_INDEX_WEEKS,
  LANE_INDEX_WEEKS,
  LANE_TRENDS_LIMITS,
  RateUnitSchema,
  indexWeeks,
  isIndexCurrency,
  type LaneIndex,
  type LaneTrend,
  type LaneTrends,
  type RateUnit,
} from '@/contract/market/rate-index';

import { accept, invalid, type RuleResult } from '../../core/result';
import { cstDate } from '../../core/time';
import { exchangeRate } from '../reference/data-exchange-rates';
import { isPort } from '../reference/ports';
import { convertFigures, changePercent, figureAmounts, laneIndexReader } from './rate-index';
import { portRef } from './views';

import type { Db } from '../../core/schema';

const UNITS: readonly string[] = RateUnitSchema.options;

/** The `unit` parameter: a container type or 'cbm'. */
function unitOf(query: URLSearchParams): RuleResult<RateUnit> {
  const unit = query.get('unit') ?? '';
  if (!unit) return invalid('unit', 'field.required');
  return UNITS.includes(unit) ? accept(unit as RateUnit) : invalid('unit');
}

/** GET market/laneIndex: `weeks` weeks (4, 12 or 52; 12) ending with this one, in USD or CNY. */
export function laneIndex(db: Db, query: URLSearchParams, now: number): RuleResult<LaneIndex> {
  const lane: Record<'pol' | 'pod', string> = { pol: '', pod: '' };
  for (const field of ['pol', 'pod'] as const) {
    const code = query.get(field) ?? '';
    if (!code) return invalid(field, 'field.required');
    if (!isPort(code)) return invalid(field);
    lane[field] = code;
  }
  const unit = unitOf(query);
  if (!unit.ok) return unit;
  const weeksText = query.get('weeks') ?? '';
  const weeks = weeksText ? Number(weeksText) : DEFAULT_LANE_INDEX_WEEKS;
  if (!(LANE_INDEX_WEEKS as readonly number[]).includes(weeks)) return invalid('weeks');
  const currency = query.get('currency') || DEFAULT_INDEX_CURRENCY;
  if (!isIndexCurrency(currency)) return invalid('currency');

  const today = cstDate(now);
  const rate = exchangeRate('USD', currency);
  const mondays = indexWeeks(today, weeks);
  const figures = laneIndexReader(db)(lane, unit.value, mondays);
  return accept({
    pol: portRef(lane.pol),
    pod: portRef(lane.pod),
    unit: unit.value,
    currency,
    rate,
    rateDate: today,
    weeks: mondays.map((week, index) => {
      const converted = convertFigures(figures[index] ?? { listings: 0 }, rate);
      return { week, listings: converted.listings, ...figureAmounts(converted) };
    }),
  });
}

/** GET market/laneTrends: 'CNSHA-USLAX,CNNGB-NLRTM' (1–20 lanes), the last 8 weekly medians in USD. */
export function laneTrends(db: Db, query: URLSearchParams, now: number): RuleResult<LaneTrends> {
  const text = (query.get('lanes') ?? '').trim();
  if (!text) return invalid('lanes', 'field.required');
  const names = text.split(',').map((name) => name.trim());
  if (names.length > LANE_TRENDS_LIMITS.lanes) {
    return invalid('lanes', 'field.maxItems', { max: LANE_TRENDS_LIMITS.lanes });
  }
  const lanes: { pol: string; pod: string }[] = [];
  for (const name of names) {
    const [pol = '', pod = '', ...rest] = name.split('-');
    if (rest.length > 0 || !isPort(pol) || !isPort(pod)) return invalid('lanes');
    lanes.push({ pol, pod });
  }
  const unit = unitOf(query);
  if (!unit.ok) return unit;

  const mondays = indexWeeks(cstDate(now), LANE_TRENDS_LIMITS.weeks);
  const readIndex = laneIndexReader(db);
  const trends = lanes.map((lane): LaneTrend => {
    const figures = readIndex(lane, unit.value, mondays);
    const medians = figures.map((week) => week.medianCents);
    const change = changePercent(medians.at(-2), medians.at(-1));
    return {
      ...lane,
      unit: unit.value,
      currency: 'USD',
      medians: medians.map((cents) => (cents === undefined ? null : fromCents(cents))),
      ...(change === undefined ? {} : { changePercent: change }),
    };
  });
  return accept({ trends });
}
