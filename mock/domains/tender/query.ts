import { MONEY_PATTERN, toCents } from '@/contract/common/money';
import { CARGO_TYPES, CURRENCIES, SHIPMENT_TYPES, CONTAINER_TYPES } from '@/contract/common/trade';
import { SORT_ORDERS } from '@/contract/http';
import { TENDER_SORTS, TENDER_STATUSES, type TenderSort } from '@/contract/tender/types';

import { accept, invalid, type RuleResult } from '../../core/result';
import { cstDate, parseCstDate } from '../../core/time';
import { bidCounts } from './rules';

import type { Db } from '../../core/schema';
import type { TenderRow } from './schema';

const ENUMS = {
  shipmentType: SHIPMENT_TYPES,
  containerType: CONTAINER_TYPES,
  cargoType: CARGO_TYPES,
  currency: CURRENCIES,
  status: TENDER_STATUSES,
  sort: TENDER_SORTS,
  order: SORT_ORDERS,
} as const;

type Test = (tender: TenderRow) => boolean;

function totalContainers(tender: TenderRow): number {
  return tender.containers.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The tenders a TenderQuery asks for, sorted (default newest first); a malformed parameter gives
 * a 4000 naming it. Bounds are inclusive; dates are China-time days.
 */
export function queryTenders(db: Db, query: URLSearchParams): RuleResult<TenderRow[]> {
  const get = (name: string) => query.get(name)?.trim() ?? '';
  const tests: Test[] = [];
  for (const [name, values] of Object.entries(ENUMS)) {
    const value = get(name);
    if (value && !(values as readonly string[]).includes(value)) return invalid(name);
  }
  for (const name of ['pol', 'pod'] as const) {
    const code = get(name).toUpperCase();
    if (code) tests.push((tender) => tender[name] === code);
  }
  const shipmentType = get('shipmentType');
  if (shipmentType) tests.push((tender) => tender.shipmentType === shipmentType);
  const containerType = get('containerType');
  if (containerType) {
    tests.push((tender) => tender.containers.some((line) => line.type === containerType));
  }
  for (const name of ['quantityMin', 'quantityMax'] as const) {
    const raw = get(name);
    if (!raw) continue;
    const bound = Number(raw);
    if (!Number.isInteger(bound) || bound < 0) return invalid(name);
    tests.push((tender) =>
      name === 'quantityMin' ? totalContainers(tender) >= bound : totalContainers(tender) <= bound,
    );
  }
  for (const name of ['cargoType', 'currency', 'status'] as const) {
    const value = get(name);
    if (value) tests.push((tender) => tender[name] === value);
  }
  for (const name of ['budgetMin', 'budgetMax'] as const) {
    const raw = get(name);
    if (!raw) continue;
    if (!MONEY_PATTERN.test(raw)) return invalid(name);
    const bound = toCents(raw) ?? 0;
    tests.push((tender) => {
      const budget = tender.budget === undefined ? undefined : toCents(tender.budget);
      if (budget === undefined) return false;
      return name === 'budgetMin' ? budget >= bound : budget <= bound;
    });
  }
  const ranges = [
    ['readyFrom', (t: TenderRow) => t.readyDate, 1],
    ['readyTo', (t: TenderRow) => t.readyDate, -1],
    ['deadlineFrom', (t: TenderRow) => cstDate(t.bidDeadline), 1],
    ['deadlineTo', (t: TenderRow) => cstDate(t.bidDeadline), -1],
  ] as const;
  for (const [name, dayOf, side] of ranges) {
    const day = get(name);
    if (!day) continue;
    if (parseCstDate(day) === undefined) return invalid(name);
    tests.push((tender) => (side === 1 ? dayOf(tender) >= day : dayOf(tender) <= day));
  }
  const enterpriseId = get('enterpriseId');
  if (enterpriseId) tests.push((tender) => tender.enterpriseId === enterpriseId);
  const keyword = get('keyword').toLowerCase();
  if (keyword) {
    tests.push((tender) =>
      [tender.title, tender.cargoName, tender.tenderNo, tender.hsCode ?? ''].some((field) =>
        field.toLowerCase().includes(keyword),
      ),
    );
  }
  const rows = Object.values(db.tenders).filter((tender) => tests.every((test) => test(tender)));
  return accept(sortTenders(db, rows, (get('sort') || 'newest') as TenderSort, get('order')));
}

/**
 * newest: createdAt; deadline; readyDate; budget (tenders without one last); bidCount. Default
 * order: desc for newest, budget and bidCount, asc for deadline and readyDate. Ties: newest first.
 */
export function sortTenders(
  db: Db,
  rows: TenderRow[],
  sort: TenderSort,
  order: string,
): TenderRow[] {
  const ascending = order ? order === 'asc' : sort === 'deadline' || sort === 'readyDate';
  const counts = sort === 'bidCount' ? bidCounts(db) : undefined;
  const key = (tender: TenderRow): number | string | undefined => {
    if (sort === 'deadline') return tender.bidDeadline;
    if (sort === 'readyDate') return tender.readyDate;
    if (sort === 'budget') return tender.budget === undefined ? undefined : toCents(tender.budget);
    if (sort === 'bidCount') return counts?.get(tender.id) ?? 0;
    return tender.createdAt;
  };
  const tieBreak = (a: TenderRow, b: TenderRow) =>
    b.createdAt - a.createdAt || Number(b.id) - Number(a.id);
  return rows
    .map((tender) => ({ tender, value: key(tender) }))
    .sort((a, b) => {
      if (a.value === undefined || b.value === undefined) {
        if (a.value === b.value) return tieBreak(a.tender, b.tender);
        return a.value === undefined ? 1 : -1;
      }
      const diff = a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
      return (ascending ? diff : -diff) || tieBreak(a.tender, b.tender);
    })
    .map(({ tender }) => tender);
}
