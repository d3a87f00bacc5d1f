/**
 * The tender form's values and how they become a `TenderBody`. Dates are picked as wall-clock values
 * and always read as China time (UTC+8, no daylight saving), whatever the browser's own zone.
 */
import dayjs, { type Dayjs } from 'dayjs';

import { chinaToday } from '@/contract/common/calendar';
import { MONEY_PATTERN, scaleDecimal } from '@/contract/common/money';
import type {
  CargoType,
  ContainerType,
  Currency,
  Incoterm,
  ShipmentType,
} from '@/contract/common/trade';
import { TENDER_LIMITS } from '@/contract/tender/limits';
import type { TenderBody } from '@/contract/tender/types';

export interface ContainerRow {
  type?: ContainerType;
  quantity?: number | null;
}

export interface IssueFormValues {
  title?: string;
  shipmentType: ShipmentType;
  pol?: string;
  pod?: string;
  /** FCL. */
  containers?: ContainerRow[];
  /** LCL. */
  volumeCbm?: string;
  weightKg?: string;
  packages?: number | null;
  cargoName?: string;
  cargoType?: CargoType;
  hsCode?: string;
  incoterm?: Incoterm;
  readyDate?: Dayjs | null;
  bidDeadline?: Dayjs | null;
  currency: Currency;
  budget?: string;
  remarks?: string;
  attachments?: string[];
}

/** The top-level fields of the form; a server refusal naming one of them is shown next to it. */
export const ISSUE_FIELDS = [
  'title',
  'shipmentType',
  'pol',
  'pod',
  'containers',
  'volumeCbm',
  'weightKg',
  'packages',
  'cargoName',
  'cargoType',
  'hsCode',
  'incoterm',
  'readyDate',
  'bidDeadline',
  'currency',
  'budget',
  'remarks',
  'attachments',
] as const satisfies readonly (keyof IssueFormValues)[];
export type IssueField = (typeof ISSUE_FIELDS)[number];

export const TITLE_MAX = TENDER_LIMITS.title;
export const CARGO_NAME_MAX = TENDER_LIMITS.cargoName;
export const REMARKS_MAX = TENDER_LIMITS.remarks;
export const [QUANTITY_MIN, QUANTITY_MAX] = TENDER_LIMITS.quantity;
export const PACKAGES_MAX = TENDER_LIMITS.packages[1];
export const ATTACHMENTS_MAX = TENDER_LIMITS.attachments;
/** Cubic metres and kilograms are given to 3 decimals. */
export const MEASURE_PLACES = TENDER_LIMITS.measurePlaces;
/** A Harmonized System code: 6 digits (international) up to 10 (national tariff lines). */
export const HS_CODE_PATTERN = /^\d{6,10}$/;
/** UN/LOCODE: country code and three letters or digits. */
const LOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;

const CHINA_OFFSET = '+08:00';
const CHINA_OFFSET_MS = 8 * 3600 * 1000;
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DEADLINE_FORMAT = 'YYYY-MM-DD HH:mm';

/** A fresh form: FCL in US dollars with one empty container line, and what the address suggests. */
export function issueDefaults(prefill: Partial<IssueFormValues> = {}): IssueFormValues {
  return {
    shipmentType: 'FCL',
    containers: [{ quantity: 1 }],
    cargoType: 'general',
    incoterm: 'FOB',
    currency: 'USD',
    attachments: [],
    ...prefill,
  };
}

/**
 * What the search page's 'issue a tender for this lane' link (or any shared address) suggests:
 * `pol`, `pod` (UN/LOCODE), `shipmentType` and `readyDate` ('YYYY-MM-DD', after today in China: a
 * sailing's 'start a tender'). Anything else, or a malformed value, is ignored.
 */
export function issuePrefill(
  search: URLSearchParams,
  nowMs: number = Date.now(),
): Partial<IssueFormValues> {
  const prefill: Partial<IssueFormValues> = {};
  const pol = search.get('pol')?.trim().toUpperCase();
  const pod = search.get('pod')?.trim().toUpperCase();
  const type = search.get('shipmentType')?.trim().toUpperCase();
  if (pol && LOCODE_PATTERN.test(pol)) prefill.pol = pol;
  if (pod && LOCODE_PATTERN.test(pod) && pod !== pol) prefill.pod = pod;
  if (type === 'FCL' || type === 'LCL') prefill.shipmentType = type;
  const ready = search.get('readyDate')?.trim() ?? '';
  const readyDate = /^\d{4}-\d{2}-\d{2}$/.test(ready) ? dayjs(ready) : undefined;
  // A real calendar day after today (China); a past one is left out rather than shown as an error.
  if (
    readyDate?.isValid() &&
    readyDate.format(DATE_FORMAT) === ready &&
    !readyDateProblem(readyDate, nowMs)
  ) {
    prefill.readyDate = readyDate;
  }
  return prefill;
}

/** An option named with its code too, so both can be searched and read: '40HQ · 40英尺高柜'. */
export function withCode(options: readonly { value: string; label: string }[]) {
  return options.map(({ value, label }) => ({
    value,
    label: label.includes(value) ? label : `${value} · ${label}`,
  }));
}

/** The picked wall-clock time read as China time: '2026-11-25T18:00:00+08:00'. */
export function chinaDeadlineIso(value: Dayjs): string {
  return `${value.format('YYYY-MM-DDTHH:mm')}:00${CHINA_OFFSET}`;
}

/** The China wall-clock time of an ISO instant, as a picker value. */
export function chinaWallTime(iso: string): Dayjs | undefined {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return undefined;
  return dayjs(new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 16));
}

/** Why a ready date is refused: it must be a day after today (China), so a deadline fits before it. */
export function readyDateProblem(
  readyDate: Dayjs | null | undefined,
  nowMs: number = Date.now(),
): 'notAfterToday' | undefined {
  if (!readyDate) return undefined;
  return readyDate.format(DATE_FORMAT) <= chinaToday(nowMs) ? 'notAfterToday' : undefined;
}

/** Why a bid deadline is refused: it must lie in the future and before the ready day starts (China). */
export function deadlineProblem(
  deadline: Dayjs | null | undefined,
  readyDate: Dayjs | null | undefined,
  nowMs: number = Date.now(),
): 'past' | 'notBeforeReady' | undefined {
  if (!deadline) return undefined;
  const at = Date.parse(chinaDeadlineIso(deadline));
  if (at <= nowMs) return 'past';
  if (readyDate) {
    const readyStart = Date.parse(`${readyDate.format(DATE_FORMAT)}T00:00:00${CHINA_OFFSET}`);
    if (at >= readyStart) return 'notBeforeReady';
  }
  return undefined;
}

/** A positive decimal with up to 3 places (cbm, kg). */
export function isPositiveMeasure(value: string | undefined): boolean {
  const scaled = scaleDecimal(value ?? '', MEASURE_PLACES);
  return scaled !== undefined && scaled > 0n;
}

/** A positive amount (MONEY_PATTERN). */
export function isPositiveMoney(value: string | undefined): boolean {
  const text = value?.trim() ?? '';
  return MONEY_PATTERN.test(text) && /[1-9]/.test(text);
}

/** The container types used by more than one line (a type may be listed once). */
export function duplicateContainerTypes(
  rows: readonly ContainerRow[] | undefined,
): ContainerType[] {
  const seen = new Set<ContainerType>();
  const repeated = new Set<ContainerType>();
  for (const row of rows ?? []) {
    if (!row?.type) continue;
    if (seen.has(row.type)) repeated.add(row.type);
    seen.add(row.type);
  }
  return [...repeated];
}

const trimmed = (value: string | undefined) => {
  const text = value?.trim();
  return text ? text : undefined;
};

/** Normalises a decimal the user typed: '  12.50 ' → '12.50'. */
const decimal = (value: string | undefined) => trimmed(value);

/**
 * The create call's body from validated form values: only the shipment type's own size fields,
 * optional fields left out when empty, the ready date as YYYY-MM-DD and the deadline as China time.
 */
export function toTenderBody(values: IssueFormValues): TenderBody {
  const fcl = values.shipmentType === 'FCL';
  const body: TenderBody = {
    title: values.title?.trim() ?? '',
    shipmentType: values.shipmentType,
    pol: values.pol ?? '',
    pod: values.pod ?? '',
    cargoName: values.cargoName?.trim() ?? '',
    cargoType: values.cargoType ?? 'general',
    incoterm: values.incoterm ?? 'FOB',
    readyDate: values.readyDate ? values.readyDate.format(DATE_FORMAT) : '',
    bidDeadline: values.bidDeadline ? chinaDeadlineIso(values.bidDeadline) : '',
    currency: values.currency,
  };
  if (fcl) {
    body.containers = (values.containers ?? []).flatMap((row) =>
      row?.type && row.quantity ? [{ type: row.type, quantity: row.quantity }] : [],
    );
  } else {
    body.volumeCbm = decimal(values.volumeCbm);
    body.weightKg = decimal(values.weightKg);
    body.packages = values.packages ?? undefined;
  }
  const hsCode = trimmed(values.hsCode);
  const budget = decimal(values.budget);
  const remarks = trimmed(values.remarks);
  if (hsCode) body.hsCode = hsCode;
  if (budget) body.budget = budget;
  if (remarks) body.remarks = remarks;
  if (values.attachments && values.attachments.length > 0) {
    body.attachments = values.attachments.slice(0, ATTACHMENTS_MAX);
  }
  return body;
}
