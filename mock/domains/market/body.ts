import { MONEY_PATTERN, toCents } from '@/contract/common/money';
import { SURCHARGE_UNITS } from '@/contract/common/trade';
import {
  SHIPMENT_TYPES,
  SURCHARGE_CODES,
  type FreightLine,
  type SurchargeLine,
} from '@/contract/common/trade';
import { LISTING_LIMITS } from '@/contract/market/limits';
import { WEEKDAYS, type ListingBody, type Weekday } from '@/contract/market/types';
import { validityProblem } from '@/contract/market/validity';

import { intIn, isContainerType, isRejection, oneOf, text, type Input } from '../../core/input';
import { accept, invalid, type Rejection, type RuleResult } from '../../core/result';
import { portPair } from '../reference/ports';
import { dictValues } from './dicts';

function row(value: unknown): Input {
  return typeof value === 'object' && value !== null ? (value as Input) : {};
}

/** A positive money amount (MONEY_PATTERN) at `field`. */
function amountAt(value: unknown, field: string, allowZero: boolean): Rejection | string {
  if (value === undefined || value === null || value === '')
    return invalid(field, 'field.required');
  const textValue = typeof value === 'number' ? String(value) : value;
  if (typeof textValue !== 'string' || !MONEY_PATTERN.test(textValue.trim())) return invalid(field);
  if (!allowZero && toCents(textValue) === 0) return invalid(field, 'field.positive');
  return textValue.trim();
}

function priceLines(body: Input, fcl: boolean): Rejection | FreightLine[] {
  const list = body.prices;
  if (!Array.isArray(list) || list.length === 0) return invalid('prices', 'listing.pricesRequired');
  const seen = new Set<string>();
  const lines: FreightLine[] = [];
  for (const [index, item] of list.entries()) {
    const line = row(item);
    const unit = line.unit;
    if (!unit) return invalid(`prices.${index}.unit`, 'field.required');
    if (fcl && !isContainerType(unit)) return invalid(`prices.${index}.unit`, 'listing.fclPrice');
    if (!fcl && unit !== 'cbm') return invalid(`prices.${index}.unit`, 'listing.lclPrice');
    if (seen.has(unit as string)) return invalid(`prices.${index}.unit`, 'field.duplicate');
    seen.add(unit as string);
    const amount = amountAt(line.amount, `prices.${index}.amount`, false);
    if (isRejection(amount)) return amount;
    lines.push({ unit: unit as FreightLine['unit'], amount });
  }
  return lines;
}

function surchargeLines(body: Input, fcl: boolean): Rejection | SurchargeLine[] {
  const list = body.surcharges ?? [];
  if (!Array.isArray(list)) return invalid('surcharges');
  if (list.length > LISTING_LIMITS.surcharges) {
    return invalid('surcharges', 'field.maxItems', { max: LISTING_LIMITS.surcharges });
  }
  const lines: SurchargeLine[] = [];
  for (const [index, item] of list.entries()) {
    const line = row(item);
    if (!oneOf(line.code, SURCHARGE_CODES)) {
      return invalid(`surcharges.${index}.code`, line.code ? 'field.invalid' : 'field.required');
    }
    if (!oneOf(line.unit, SURCHARGE_UNITS)) {
      return invalid(`surcharges.${index}.unit`, line.unit ? 'field.invalid' : 'field.required');
    }
    if ((fcl && line.unit === 'per_cbm') || (!fcl && line.unit === 'per_container')) {
      return invalid(`surcharges.${index}.unit`, 'listing.unitNotAllowed');
    }
    const amount = amountAt(line.amount, `surcharges.${index}.amount`, true);
    if (isRejection(amount)) return amount;
    lines.push({ code: line.code, unit: line.unit, amount });
  }
  return lines;
}

function sailingDays(body: Input): Rejection | Weekday[] {
  const list = body.sailingDays;
  if (!Array.isArray(list) || list.length === 0) {
    return invalid('sailingDays', 'listing.sailingDaysRequired');
  }
  for (const [index, day] of list.entries()) {
    if (!WEEKDAYS.includes(day as Weekday)) return invalid(`sailingDays.${index}`);
  }
  return [...new Set(list as Weekday[])].sort((a, b) => a - b);
}

const VALIDITY_MESSAGES = {
  required: 'field.required',
  invalid: 'field.invalid',
  beforeToday: 'date.beforeToday',
  notAfterFrom: 'listing.validToAfterFrom',
  tooLong: 'listing.validityTooLong',
} as const;

/**
 * Checks a listing body: the first refused field gives a 4000 naming it, e.g.
 * `prices.0.amount`, `surcharges.1.unit`, `validTo`. `previousFrom` (an edit) lets an unchanged
 * validFrom stay in the past.
 */
export function validateListingBody(
  body: Input,
  today: string,
  previousFrom?: string,
): RuleResult<ListingBody> {
  const lane = portPair(body);
  if (isRejection(lane)) return lane;
  const { pol, pod } = lane;
  if (!body.carrier) return invalid('carrier', 'field.required');
  if (!oneOf(body.carrier, dictValues('carrier'))) return invalid('carrier');
  const { shipmentType } = body;
  if (!oneOf(shipmentType, SHIPMENT_TYPES)) {
    return invalid('shipmentType', shipmentType ? 'field.invalid' : 'field.required');
  }
  const fcl = shipmentType === 'FCL';
  const prices = priceLines(body, fcl);
  if (isRejection(prices)) return prices;
  const surcharges = surchargeLines(body, fcl);
  if (isRejection(surcharges)) return surcharges;
  const days = sailingDays(body);
  if (isRejection(days)) return days;
  const [min, max] = LISTING_LIMITS.transitDays;
  const transitDays = intIn(body.transitDays, 'transitDays', min, max);
  if (isRejection(transitDays)) return transitDays;

  const validFrom = typeof body.validFrom === 'string' ? body.validFrom : undefined;
  const validTo = typeof body.validTo === 'string' ? body.validTo : undefined;
  if (body.validFrom && !validFrom) return invalid('validFrom');
  if (body.validTo && !validTo) return invalid('validTo');
  const problem = validityProblem(validFrom, validTo, today, {
    checkFromNotPast: previousFrom === undefined || validFrom !== previousFrom,
  });
  if (problem) {
    const params = problem.reason === 'tooLong' ? { days: LISTING_LIMITS.validityDays } : undefined;
    return invalid(problem.field, VALIDITY_MESSAGES[problem.reason], params);
  }
  const remarks = text(body, 'remarks', LISTING_LIMITS.remarks, false);
  if (isRejection(remarks)) return remarks;

  return accept({
    pol,
    pod,
    carrier: body.carrier,
    shipmentType,
    prices,
    surcharges,
    sailingDays: days,
    transitDays,
    validFrom: validFrom as string,
    validTo: validTo as string,
    ...(remarks ? { remarks } : {}),
  });
}
