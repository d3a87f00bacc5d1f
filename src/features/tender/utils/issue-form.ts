/**
 * The tender form's values and how they become a `TenderBody`. Dates are picked as wall-clock values
 * and always read as China time (UTC+8, no daylight saving), whatever the browser's own zone.
 */
import dayjs, { type Dayjs } from 'dayjs';

import type { LaneTender } from '@/config/paths';
import { chinaToday } from '@/contract/common/calendar';
import { MONEY_PATTERN, scaleDecimal } from '@/contract/common/money';
import {
  CONTAINER_TYPES,
  type CargoType,
  type ContainerType,
  type Incoterm,
  type ShipmentType,
} from '@/contract/common/trade';
import { TENDER_LIMITS } from '@/contract/tender/limits';
import type { TenderBody, TenderSummary } from '@/contract/tender/types';

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
  /** USD or CNY. */
  currency: TenderSummary['currency'];
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
 * What a lane tender's address (`paths.business.tenderIssue.href`) suggests: `pol`, `pod`
 * (UN/LOCODE), `shipmentType`; for FCL a container line of `containerType` × `quantity` (1 when
 * only the type is given); for LCL `volumeCbm`; `readyDate` ('YYYY-MM-DD', after today in China).
 * Anything else, or a malformed value, is ignored.
 */
export function issuePrefill(
  search: URLSearchParams,
  nowMs: number = Date.now(),
): Partial<IssueFormValues> {
  const read = (key: keyof LaneTender) => search.get(key)?.trim() ?? '';
  const prefill: Partial<IssueFormValues> = {};
  const pol = read('pol').toUpperCase();
  const pod = read('pod').toUpperCase();
  const type = read('shipmentType').toUpperCase();
  if (LOCODE_PATTERN.test(pol)) prefill.pol = pol;
  if (LOCODE_PATTERN.test(pod) && pod !== pol) prefill.pod = pod;
  if (type === 'FCL' || type === 'LCL') prefill.shipmentType = type;
  if (prefill.shipmentType === 'LCL') {
    const volume = read('volumeCbm');
    if (isPositiveMeasure(volume)) prefill.volumeCbm = volume;
  } else {
    const containers = containerLine(read('containerType'), read('quantity'));
    if (containers) prefill.containers = [containers];
  }
  const ready = read('readyDate');
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

/** The address's container line: a known type and/or a whole quantity within the limits. */
function containerLine(typeText: string, quantityText: string): ContainerRow | undefined {
  const type = CONTAINER_TYPES.find((value) => value === typeText.toUpperCase());
  const count = /^\d{1,3}$/.test(quantityText) ? Number(quantityText) : NaN;
  const quantity = count >= QUANTITY_MIN && count <= QUANTITY_MAX ? count : undefined;
  if (!type && !quantity) return undefined;
  return { ...(type ? { type } : {}), quantity: quantity ?? 1 };
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
