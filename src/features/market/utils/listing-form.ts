/** The listing form's values, how a listing fills them (edit / copy) and how they become a body. */
import dayjs, { type Dayjs } from 'dayjs';

import { addDays, chinaToday } from '@/contract/common/calendar';
import { MONEY_PATTERN, toCents } from '@/contract/common/money';
import type {
  ContainerType,
  ShipmentType,
  SurchargeCode,
  SurchargeUnit,
} from '@/contract/common/trade';
import type { ListingBody, ListingDetail, ListingSummary, Weekday } from '@/contract/market/types';

export const DATE_FORMAT = 'YYYY-MM-DD';

export interface ListingFormValues {
  pol?: string;
  pod?: string;
  carrier?: string;
  shipmentType: ShipmentType;
  prices: { unit?: ContainerType | 'cbm'; amount?: string }[];
  surcharges: { code?: SurchargeCode; unit?: SurchargeUnit; amount?: string }[];
  sailingDays: Weekday[];
  transitDays?: number;
  validFrom?: Dayjs;
  validTo?: Dayjs;
  remarks?: string;
}

/** The fields the server may name (the first part of a refused field's path). */
export const LISTING_FORM_FIELDS = [
  'pol',
  'pod',
  'carrier',
  'shipmentType',
  'prices',
  'surcharges',
  'sailingDays',
  'transitDays',
  'validFrom',
  'validTo',
  'remarks',
] as const;

export const FCL_DEFAULT_PRICES: ListingFormValues['prices'] = [
  { unit: '20GP' },
  { unit: '40GP' },
  { unit: '40HQ' },
];

/** A blank form: validity from today (China) for 30 days. */
export function blankValues(now = Date.now()): ListingFormValues {
  const today = chinaToday(now);
  return {
    shipmentType: 'FCL',
    prices: FCL_DEFAULT_PRICES,
    surcharges: [],
    sailingDays: [],
    validFrom: dayjs(today),
    validTo: dayjs(addDays(today, 30)),
  };
}

/** Edit: the listing as it is. Copy: the same with a fresh validity window. */
export function valuesOf(
  listing: ListingSummary | ListingDetail,
  copy: boolean,
  now = Date.now(),
): ListingFormValues {
  const blank = blankValues(now);
  return {
    pol: listing.pol.code,
    pod: listing.pod.code,
    carrier: listing.carrier,
    shipmentType: listing.shipmentType,
    prices: listing.prices.map((line) => ({ ...line })),
    surcharges: listing.surcharges.map((line) => ({ ...line })),
    sailingDays: [...listing.sailingDays],
    transitDays: listing.transitDays,
    validFrom: copy ? blank.validFrom : dayjs(listing.validFrom),
    validTo: copy ? blank.validTo : dayjs(listing.validTo),
    ...('remarks' in listing && listing.remarks ? { remarks: listing.remarks } : {}),
  };
}

export function toListingBody(values: ListingFormValues): ListingBody {
  return {
    pol: values.pol ?? '',
    pod: values.pod ?? '',
    carrier: values.carrier ?? '',
    shipmentType: values.shipmentType,
    prices: values.prices.map((line) => ({
      unit: line.unit as ContainerType | 'cbm',
      amount: (line.amount ?? '').trim(),
    })),
    surcharges: values.surcharges.map((line) => ({
      code: line.code as SurchargeCode,
      unit: line.unit as SurchargeUnit,
      amount: (line.amount ?? '').trim(),
    })),
    sailingDays: [...values.sailingDays].sort((a, b) => a - b),
    transitDays: values.transitDays ?? 0,
    validFrom: values.validFrom?.format(DATE_FORMAT) ?? '',
    validTo: values.validTo?.format(DATE_FORMAT) ?? '',
    ...(values.remarks?.trim() ? { remarks: values.remarks.trim() } : {}),
  };
}

/** A money amount as the form accepts it: MONEY_PATTERN, above 0 unless `allowZero`. */
export function isAmount(text: string | undefined, allowZero: boolean): boolean {
  const value = (text ?? '').trim();
  if (!MONEY_PATTERN.test(value)) return false;
  return allowZero || (toCents(value) ?? 0) > 0;
}
