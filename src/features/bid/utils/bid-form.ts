/**
 * The bid form's values and how they become a bid body (and back). Amounts stay decimal strings all
 * the way; dates are picked as calendar days and sent as YYYY-MM-DD.
 */
import dayjs, { type Dayjs } from 'dayjs';

import type { BidPricing } from '@/contract/bid/total';
import type { Bid, BidBody } from '@/contract/bid/types';
import type {
  ContainerType,
  Currency,
  FreightLine,
  ShipmentSize,
  ShipmentType,
  SurchargeCode,
  SurchargeLine,
  SurchargeUnit,
} from '@/contract/common/trade';

export interface FreightFormLine {
  unit: ContainerType | 'cbm';
  amount?: string;
}

export interface SurchargeFormLine {
  code?: SurchargeCode;
  amount?: string;
  unit?: SurchargeUnit;
}

export interface BidFormValues {
  currency: Currency;
  freight: FreightFormLine[];
  surcharges: SurchargeFormLine[];
  carrier?: string;
  transitDays?: number | null;
  etd?: Dayjs | null;
  validUntil?: Dayjs | null;
  freeDays?: number | null;
  remarks?: string;
}

/** The fields of the form that are not lists (the server may name any of them in a 4000). */
export const BID_SCALAR_FIELDS = [
  'currency',
  'carrier',
  'transitDays',
  'etd',
  'validUntil',
  'freeDays',
  'remarks',
] as const;

export const DATE_FORMAT = 'YYYY-MM-DD';

/** A bid holds at most this many surcharges (the server refuses more). */
export const SURCHARGE_ROWS_MAX = 20;

/** What the ocean freight is quoted on: each container type of the tender once (FCL), or per cbm (LCL). */
export function freightUnitsOf(size: ShipmentSize): (ContainerType | 'cbm')[] {
  if (size.shipmentType === 'LCL') return ['cbm'];
  return [...new Set((size.containers ?? []).map((line) => line.type))];
}

/** How many of a freight unit the tender has: containers of that type, or its volume in cbm. */
export function freightQuantityOf(size: ShipmentSize, unit: ContainerType | 'cbm'): string {
  if (unit === 'cbm') return size.volumeCbm ?? '0';
  const count = (size.containers ?? [])
    .filter((line) => line.type === unit)
    .reduce((sum, line) => sum + line.quantity, 0);
  return String(count);
}

/** Surcharge units a tender allows: per container only on FCL, per cbm only on LCL. */
export function surchargeUnitsFor(shipmentType: ShipmentType): SurchargeUnit[] {
  return shipmentType === 'FCL' ? ['per_container', 'per_bl'] : ['per_bl', 'per_cbm'];
}

export function isSurchargeUnitAllowed(shipmentType: ShipmentType, unit: SurchargeUnit): boolean {
  return surchargeUnitsFor(shipmentType).includes(unit);
}

/** A new surcharge row: no code yet, the tender's per-quantity unit. */
export function newSurchargeLine(shipmentType: ShipmentType): SurchargeFormLine {
  return {
    code: undefined,
    amount: '',
    unit: shipmentType === 'FCL' ? 'per_container' : 'per_cbm',
  };
}

/** An empty bid for a tender, in the tender's currency. */
export function emptyBidValues(size: ShipmentSize, currency: Currency): BidFormValues {
  return {
    currency,
    freight: freightUnitsOf(size).map((unit) => ({ unit, amount: '' })),
    surcharges: [],
    carrier: undefined,
    transitDays: null,
    etd: null,
    validUntil: null,
    freeDays: null,
    remarks: '',
  };
}

/** A stored bid as the form edits it; freight rows follow the tender's units whatever the bid held. */
export function bidToFormValues(bid: Bid, size: ShipmentSize): BidFormValues {
  return {
    currency: bid.currency,
    freight: freightUnitsOf(size).map((unit) => ({
      unit,
      amount: bid.freight.find((line) => line.unit === unit)?.amount ?? '',
    })),
    surcharges: bid.surcharges.map(({ code, amount, unit }) => ({ code, amount, unit })),
    carrier: bid.carrier,
    transitDays: bid.transitDays,
    etd: bid.etd ? dayjs(bid.etd, DATE_FORMAT) : null,
    validUntil: bid.validUntil ? dayjs(bid.validUntil, DATE_FORMAT) : null,
    freeDays: bid.freeDays,
    remarks: bid.remarks ?? '',
  };
}

const text = (value: string | undefined) => (value ?? '').trim();

/**
 * The pricing part of the values, as computeBidTotal takes it. A surcharge row without a code or unit
 * is priced as it stands (the unit decides the quantity; a missing unit counts once, per B/L).
 */
export function pricingOf(
  values: Pick<BidFormValues, 'freight' | 'surcharges'>,
): BidPricing & { freight: FreightLine[]; surcharges: SurchargeLine[] } {
  return {
    freight: (values.freight ?? []).map((line) => ({ unit: line.unit, amount: text(line.amount) })),
    surcharges: (values.surcharges ?? []).map((line) => ({
      code: line.code ?? 'OTHER',
      amount: text(line.amount),
      unit: line.unit ?? 'per_bl',
    })),
  };
}

/** The body of bid/submit (and, with the bid's id, bid/revise). Assumes the form has validated. */
export function toBidBody(tenderId: string, values: BidFormValues): BidBody {
  const pricing = pricingOf(values);
  const remarks = text(values.remarks);
  return {
    tenderId,
    currency: values.currency,
    freight: pricing.freight,
    surcharges: pricing.surcharges,
    carrier: values.carrier ?? '',
    transitDays: Number(values.transitDays),
    etd: values.etd ? values.etd.format(DATE_FORMAT) : '',
    validUntil: values.validUntil ? values.validUntil.format(DATE_FORMAT) : '',
    freeDays: Number(values.freeDays ?? 0),
    ...(remarks ? { remarks } : {}),
  };
}

/** Every field name the server may refuse in a 4000 (dotted, as namePathOf reads them). */
export function bidFieldNames(values: Pick<BidFormValues, 'freight' | 'surcharges'>): string[] {
  const freight = (values.freight ?? []).flatMap((_, index) => [
    `freight.${index}.amount`,
    `freight.${index}.unit`,
  ]);
  const surcharges = (values.surcharges ?? []).flatMap((_, index) => [
    `surcharges.${index}.code`,
    `surcharges.${index}.amount`,
    `surcharges.${index}.unit`,
  ]);
  return [...BID_SCALAR_FIELDS, ...freight, ...surcharges];
}
