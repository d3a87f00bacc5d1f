import { BID_LIMITS } from '@/contract/bid/limits';
import { computeBidTotal, type TotalProblem } from '@/contract/bid/total';
import {
  CURRENCIES,
  SURCHARGE_CODES,
  SURCHARGE_UNITS,
  type FreightLine,
  type SurchargeLine,
} from '@/contract/common/trade';
import { BizCode } from '@/contract/http';

import { intIn, isRejection, oneOf, text, type Input } from '../../core/input';
import { accept, invalid, reject, type Rejection, type RuleResult } from '../../core/result';
import { nextId, type Db } from '../../core/schema';
import { businessNo } from '../../core/schema';
import { cstDate, parseCstDate } from '../../core/time';
import { requireCertified } from '../member/certification';
import { dictItems, dicts } from '../reference/data-dicts';
import { isBiddable } from '../tender/rules';
import { sizeOf } from './lines';
import { noticeBid } from './notices';

import type { MemberRow } from '../member/schema';
import type { TenderRow } from '../tender/schema';
import type { BidRow } from './schema';

const carrierDictId = dicts.find((dict) => dict.dictCode === 'carrier')?.dictId;
const CARRIERS = new Set(
  dictItems.filter((item) => item.dictId === carrierDictId).map((item) => item.value),
);

export { BID_LIMITS };

type BidFields = Pick<
  BidRow,
  | 'currency'
  | 'freight'
  | 'surcharges'
  | 'total'
  | 'carrier'
  | 'transitDays'
  | 'etd'
  | 'validUntil'
  | 'freeDays'
  | 'remarks'
>;

function asRecord(value: unknown): Input {
  return typeof value === 'object' && value !== null ? (value as Input) : {};
}

function amountOf(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : '';
}

function problemRejection(problem: TotalProblem): Rejection {
  const { path, reason } = problem;
  if (reason === 'required') return invalid(path, 'field.required');
  if (reason === 'missingFreight') {
    return invalid(path, 'bid.missingFreight', { unit: path.split('.')[1] ?? '' });
  }
  if (reason === 'unexpectedFreight') return invalid(path, 'bid.unexpectedFreight');
  if (reason === 'unitNotAllowed') return invalid(path, 'bid.unitNotAllowed');
  return invalid(path);
}

function dateField(body: Input, field: 'etd' | 'validUntil', today: string) {
  const value = body[field];
  if (!value) return invalid(field, 'field.required');
  if (typeof value !== 'string' || parseCstDate(value) === undefined) return invalid(field);
  if (value < today) return invalid(field, 'date.beforeToday');
  return value;
}

/**
 * Checks a bid body against its tender; the total and lines are worked out here with
 * computeBidTotal (any total sent is ignored). The first refused field gives a 4000 naming it.
 */
export function validateBidBody(
  tender: TenderRow,
  body: Input,
  now: number,
): RuleResult<BidFields> {
  if (!oneOf(body.currency, CURRENCIES)) {
    return invalid('currency', body.currency ? 'field.invalid' : 'field.required');
  }
  if (!Array.isArray(body.freight) || body.freight.length === 0) {
    return invalid('freight', 'field.required');
  }
  const freight: FreightLine[] = body.freight.map((line) => {
    const row = asRecord(line);
    return { unit: row.unit as FreightLine['unit'], amount: amountOf(row.amount).trim() };
  });
  const rawSurcharges = body.surcharges ?? [];
  if (!Array.isArray(rawSurcharges)) return invalid('surcharges');
  if (rawSurcharges.length > BID_LIMITS.surcharges) {
    return invalid('surcharges', 'field.maxItems', { max: BID_LIMITS.surcharges });
  }
  const surcharges: SurchargeLine[] = [];
  for (const [index, line] of rawSurcharges.entries()) {
    const row = asRecord(line);
    if (!oneOf(row.code, SURCHARGE_CODES)) {
      return invalid(`surcharges.${index}.code`, row.code ? 'field.invalid' : 'field.required');
    }
    if (!oneOf(row.unit, SURCHARGE_UNITS)) {
      return invalid(`surcharges.${index}.unit`, row.unit ? 'field.invalid' : 'field.required');
    }
    surcharges.push({ code: row.code, unit: row.unit, amount: amountOf(row.amount).trim() });
  }
  const total = computeBidTotal(sizeOf(tender), { freight, surcharges });
  if (!total.ok) return problemRejection(total.problems[0] as TotalProblem);

  const carrier = body.carrier;
  if (!carrier) return invalid('carrier', 'field.required');
  if (typeof carrier !== 'string' || !CARRIERS.has(carrier)) return invalid('carrier');
  const transitDays = intIn(body.transitDays, 'transitDays', ...BID_LIMITS.transitDays);
  if (isRejection(transitDays)) return transitDays;
  const today = cstDate(now);
  const etd = dateField(body, 'etd', today);
  if (isRejection(etd)) return etd;
  const validUntil = dateField(body, 'validUntil', today);
  if (isRejection(validUntil)) return validUntil;
  const freeDays = intIn(body.freeDays, 'freeDays', ...BID_LIMITS.freeDays);
  if (isRejection(freeDays)) return freeDays;
  const remarks = text(body, 'remarks', BID_LIMITS.remarks, false);
  if (isRejection(remarks)) return remarks;
  return accept({
    currency: body.currency,
    freight,
    surcharges,
    total: total.total,
    carrier,
    transitDays,
    etd,
    validUntil,
    freeDays,
    ...(remarks ? { remarks } : {}),
  });
}

/** Who may bid on `tender` at all: certified; consolidators (type 3) on LCL only. */
function bidderMayBid(db: Db, member: MemberRow, tender: TenderRow): Rejection | undefined {
  if (member.userType === 3 && tender.shipmentType !== 'LCL') {
    return reject(BizCode.forbidden, 'bid.lclOnly');
  }
  return requireCertified(db, member, BID_ACTION);
}

function tenderOf(db: Db, tenderId: unknown): RuleResult<TenderRow> {
  if (!tenderId) return invalid('tenderId', 'field.required');
  const tender = typeof tenderId === 'string' ? db.tenders[tenderId] : undefined;
  return tender
    ? accept(tender)
    : reject(BizCode.notFound, 'field.notFound', { field: 'tenderId' });
}

/** Types 2 and 3 (checked by the handler). One live bid per bidder and tender. */
export function submitBid(db: Db, member: MemberRow, body: Input, now: number): RuleResult<BidRow> {
  const found = tenderOf(db, body.tenderId);
  if (!found.ok) return found;
  const tender = found.value;
  const refused = bidderMayBid(db, member, tender);
  if (refused) return refused;
  if (!isBiddable(tender, now)) return reject(BizCode.conflict, 'tender.notOpen');
  const live = Object.values(db.bids).some(
    (bid) => bid.tenderId === tender.id && bid.bidderId === member.id && bid.status === 'submitted',
  );
  if (live) return reject(BizCode.conflict, 'bid.liveExists');
  const fields = validateBidBody(tender, body, now);
  if (!fields.ok) return fields;
  const bid: BidRow = {
    id: nextId(db, 'bid', 10000),
    bidNo: businessNo(db, 'B', now),
    tenderId: tender.id,
    bidderId: member.id,
    enterpriseId: member.enterpriseId,
    ...fields.value,
    status: 'submitted',
    revision: 0,
    createdAt: now,
    updatedAt: now,
  };
  db.bids[bid.id] = bid;
  noticeBid(db, 'bidReceived', bid, now);
  return accept(bid);
}

/** The bidder's own submitted bid on a tender still open for bids. */
function ownLiveBid(db: Db, member: MemberRow, id: unknown, now: number): RuleResult<BidRow> {
  if (!id) return invalid('id', 'field.required');
  const bid = typeof id === 'string' ? db.bids[id] : undefined;
  if (!bid) return reject(BizCode.notFound, 'field.notFound', { field: 'bidId' });
  if (bid.bidderId !== member.id) return reject(BizCode.forbidden, 'bid.notOwner');
  if (bid.status !== 'submitted') return reject(BizCode.conflict, 'bid.notSubmitted');
  const tender = db.tenders[bid.tenderId];
  if (!tender || !isBiddable(tender, now)) return reject(BizCode.conflict, 'tender.notOpen');
  return accept(bid);
}

export function reviseBid(db: Db, member: MemberRow, body: Input, now: number): RuleResult<BidRow> {
  const own = ownLiveBid(db, member, body.id, now);
  if (!own.ok) return own;
  const bid = own.value;
  if (body.tenderId !== undefined && body.tenderId !== bid.tenderId) {
    return invalid('tenderId');
  }
  const tender = db.tenders[bid.tenderId] as TenderRow;
  const refused = bidderMayBid(db, member, tender);
  if (refused) return refused;
  const fields = validateBidBody(tender, body, now);
  if (!fields.ok) return fields;
  delete bid.remarks;
  Object.assign(bid, fields.value);
  bid.revision += 1;
  bid.updatedAt = now;
  noticeBid(db, 'bidRevised', bid, now);
  return accept(bid);
}

export function withdrawBid(
  db: Db,
  member: MemberRow,
  id: unknown,
  now: number,
): RuleResult<BidRow> {
  const own = ownLiveBid(db, member, id, now);
  if (!own.ok) return own;
  own.value.status = 'withdrawn';
  own.value.updatedAt = now;
  return accept(own.value);
}

/** A bid for its bidder or the tender's issuer (4003 anyone else). */
export function visibleBid(db: Db, member: MemberRow, id: string): RuleResult<BidRow> {
  if (!id) return invalid('id', 'field.required');
  const bid = db.bids[id];
  if (!bid) return reject(BizCode.notFound, 'field.notFound', { field: 'bidId' });
  const issuer = db.tenders[bid.tenderId]?.issuerId;
  if (bid.bidderId !== member.id && issuer !== member.id) {
    return reject(BizCode.forbidden, 'bid.notVisible');
  }
  return accept(bid);
}

/** What bidding is called in a refusal (4003 not certified). */
export const BID_ACTION = { zh: '投标', en: 'bid on tenders' };
