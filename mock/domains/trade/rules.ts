import { computeBidTotal, type TotalLine } from '@/contract/bid/total';
import { CONTAINER_TYPES, type ContainerType } from '@/contract/common/trade';
import { BizCode } from '@/contract/http';

import { invalid, reject, type Rejection } from '../../core/result';
import { cstDate } from '../../core/time';
import { ports } from '../reference/data-ports';

import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { BidRow, TenderRow } from './schema';

export type Input = Record<string, unknown>;

const portCodes = new Set(ports.map((port) => port.code));

export function isPort(code: string): boolean {
  return portCodes.has(code);
}

export function isContainerType(value: unknown): value is ContainerType {
  return CONTAINER_TYPES.includes(value as ContainerType);
}

export function oneOf<T extends string>(value: unknown, values: readonly T[]): value is T {
  return typeof value === 'string' && values.includes(value as T);
}

/** Trimmed text of at most `max` characters; `required` refuses an empty one. */
export function text(
  body: Input,
  field: string,
  max: number,
  required: boolean,
): Rejection | string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    return required ? invalid(field, 'field.required') : undefined;
  }
  if (typeof value !== 'string') return invalid(field);
  const trimmed = value.trim();
  if (!trimmed) return required ? invalid(field, 'field.required') : undefined;
  if ([...trimmed].length > max) return invalid(field, 'field.tooLong', { max });
  return trimmed;
}

export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && (value as Rejection).ok === false;
}

/** An integer in [min, max], else a 4000 naming `field`. */
export function intIn(value: unknown, field: string, min: number, max: number): Rejection | number {
  if (value === undefined || value === null || value === '')
    return invalid(field, 'field.required');
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    return invalid(field, 'field.range', { min, max });
  }
  return value as number;
}

/** 4003 unless the member's enterprise is certified (`approved`). */
export function requireCertified(
  db: Db,
  member: MemberRow,
  action: { zh: string; en: string },
): Rejection | undefined {
  if (db.enterprises[member.enterpriseId]?.certStatus === 'approved') return undefined;
  return reject(BizCode.forbidden, 'cert.required', { params: { action } });
}

export const ISSUE_ACTION = { zh: '发布招标', en: 'issue tenders' };
export const BID_ACTION = { zh: '投标', en: 'bid on tenders' };

/** 'T20261121-0042': a prefix, the China-time day and a running number. */
export function businessNo(db: Db, prefix: string, now: number, digits = 4): string {
  const value = (db.sequences[`${prefix}No`] ?? 0) + 1;
  db.sequences[`${prefix}No`] = value;
  const day = cstDate(now).replaceAll('-', '');
  return `${prefix}${day}-${String(value % 10 ** digits).padStart(digits, '0')}`;
}

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
