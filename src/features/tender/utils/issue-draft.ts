/**
 * What the tender form's draft stores: only the form's own fields (picked one by one, never the
 * session's tokens or anything else), dates as China wall-clock strings.
 */
import dayjs from 'dayjs';

import {
  CARGO_TYPES,
  CONTAINER_TYPES,
  INCOTERMS,
  TENDER_CURRENCIES,
  type CargoType,
  type ContainerType,
} from '@/contract/common/trade';
import type { DraftSpec } from '@/lib/drafts/form-draft';

import {
  ATTACHMENTS_MAX,
  DATE_FORMAT,
  DEADLINE_FORMAT,
  issueDefaults,
  type ContainerRow,
  type IssueFormValues,
} from './issue-form';

/** The form values as stored: the same fields, dates as 'YYYY-MM-DD' / 'YYYY-MM-DD HH:mm'. */
export type StoredIssueValues = Omit<IssueFormValues, 'readyDate' | 'bidDeadline'> & {
  readyDate?: string;
  bidDeadline?: string;
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  (list as readonly unknown[]).includes(value) ? (value as T) : undefined;

function containerRows(value: unknown): ContainerRow[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map((row: unknown) => {
    const line = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
    return {
      type: oneOf<ContainerType>(CONTAINER_TYPES, line.type),
      quantity: count(line.quantity),
    };
  });
}

function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Picks the known fields of `raw` with the right types; anything else is dropped. Used both when
 * writing (only form fields are ever stored) and when reading (a damaged entry cannot break the form).
 */
export function toStoredValues(raw: unknown): StoredIssueValues {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const date = (value: unknown, format: string) =>
    dayjs.isDayjs(value) && value.isValid() ? value.format(format) : text(value);
  return withoutEmpty({
    title: text(source.title),
    shipmentType: source.shipmentType === 'LCL' ? 'LCL' : 'FCL',
    pol: text(source.pol),
    pod: text(source.pod),
    containers: containerRows(source.containers),
    volumeCbm: text(source.volumeCbm),
    weightKg: text(source.weightKg),
    packages: count(source.packages),
    cargoName: text(source.cargoName),
    cargoType: oneOf<CargoType>(CARGO_TYPES, source.cargoType),
    hsCode: text(source.hsCode),
    incoterm: oneOf(INCOTERMS, source.incoterm),
    readyDate: date(source.readyDate, DATE_FORMAT),
    bidDeadline: date(source.bidDeadline, DEADLINE_FORMAT),
    currency: oneOf(TENDER_CURRENCIES, source.currency) ?? 'USD',
    budget: text(source.budget),
    remarks: text(source.remarks),
    attachments: Array.isArray(source.attachments)
      ? source.attachments
          .filter((url): url is string => typeof url === 'string')
          .slice(0, ATTACHMENTS_MAX)
      : undefined,
  });
}

/** The form values of a stored draft (dates back to picker values). */
export function fromStoredValues(stored: StoredIssueValues): IssueFormValues {
  const { readyDate, bidDeadline, ...rest } = toStoredValues(stored);
  const ready = readyDate ? dayjs(readyDate) : undefined;
  const deadline = bidDeadline ? dayjs(bidDeadline.replace(' ', 'T')) : undefined;
  return issueDefaults({
    ...rest,
    readyDate: ready?.isValid() ? ready : undefined,
    bidDeadline: deadline?.isValid() ? deadline : undefined,
  });
}

/** The tender form's draft: one per member (a new tender is the only subject). */
export const issueDraftSpec: DraftSpec<StoredIssueValues> = {
  form: 'tender',
  version: 1,
  toStored: toStoredValues,
};
