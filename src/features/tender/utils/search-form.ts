/** The search form's values and their conversion to and from a TenderSearch. */
import dayjs, { type Dayjs } from 'dayjs';

import type { CargoType, ContainerType, Currency, ShipmentType } from '@/contract/common/trade';

import { DEFAULT_STATUS, type StatusFilter, type TenderSearch } from './tender-search';

/** A RangePicker's value; either end may be open. */
export type DayRange = [Dayjs | null, Dayjs | null] | null | undefined;

export interface SearchFormValues {
  pol?: string;
  pod?: string;
  shipmentType?: ShipmentType;
  containerType?: ContainerType;
  quantityMin?: number | null;
  quantityMax?: number | null;
  cargoType?: CargoType;
  currency?: Currency;
  budgetMin?: string;
  budgetMax?: string;
  ready?: DayRange;
  deadline?: DayRange;
  status: StatusFilter;
  keyword?: string;
}

const DAY_FORMAT = 'YYYY-MM-DD';

function toRange(from: string | undefined, to: string | undefined): DayRange {
  if (!from && !to) return null;
  return [from ? dayjs(from) : null, to ? dayjs(to) : null];
}

/** A picked day as YYYY-MM-DD: the calendar day the user chose (China time on the server). */
const dayOf = (value: Dayjs | null | undefined) =>
  value?.isValid() ? value.format(DAY_FORMAT) : undefined;

const text = (value: string | undefined) => value?.trim() || undefined;
const count = (value: number | null | undefined) => (value == null ? undefined : value);

/** Every field is present (unset ones as undefined/null), so setting them clears old input. */
export function toFormValues(search: TenderSearch): SearchFormValues {
  return {
    pol: search.pol,
    pod: search.pod,
    shipmentType: search.shipmentType,
    containerType: search.containerType,
    quantityMin: search.quantityMin ?? null,
    quantityMax: search.quantityMax ?? null,
    cargoType: search.cargoType,
    currency: search.currency,
    budgetMin: search.budgetMin,
    budgetMax: search.budgetMax,
    ready: toRange(search.readyFrom, search.readyTo),
    deadline: toRange(search.deadlineFrom, search.deadlineTo),
    status: search.status,
    keyword: search.keyword,
  };
}

/** The filters of a submitted form (sort and page are not part of it). */
export function fromFormValues(
  values: SearchFormValues,
): Omit<TenderSearch, 'sort' | 'order' | 'current'> {
  return {
    pol: values.pol || undefined,
    pod: values.pod || undefined,
    shipmentType: values.shipmentType,
    containerType: values.containerType,
    quantityMin: count(values.quantityMin),
    quantityMax: count(values.quantityMax),
    cargoType: values.cargoType,
    currency: values.currency,
    budgetMin: text(values.budgetMin),
    budgetMax: text(values.budgetMax),
    readyFrom: dayOf(values.ready?.[0]),
    readyTo: dayOf(values.ready?.[1]),
    deadlineFrom: dayOf(values.deadline?.[0]),
    deadlineTo: dayOf(values.deadline?.[1]),
    status: values.status ?? DEFAULT_STATUS,
    keyword: text(values.keyword),
  };
}
