/** The template form's values, how a template fills them (edit / copy) and how they become a body. */
import dayjs, { type Dayjs } from 'dayjs';

import type { FormMode } from '@/components/item-form-panel';
import { addDays, chinaToday } from '@/contract/common/calendar';
import { charCount } from '@/contract/common/text-length';
import { COUPON_LIMITS } from '@/contract/coupon/limits';
import type { TemplateValues } from '@/contract/coupon/template-rules';
import type {
  CouponCurrency,
  CouponKind,
  CouponTemplate,
  TemplateInput,
  ValidityKind,
} from '@/contract/coupon/types';

export const DAY_FORMAT = 'YYYY-MM-DD';

export interface TemplateFormValues {
  name?: string;
  kind: CouponKind;
  currency: CouponCurrency;
  faceValue?: string;
  percent?: number | null;
  cap?: string;
  threshold?: string;
  totalQuantity?: number | null;
  perUserLimit?: number | null;
  price?: string;
  validityKind: ValidityKind;
  /** China calendar days, picked as wall-clock dates. */
  validFrom?: Dayjs | null;
  validTo?: Dayjs | null;
  validDays?: number | null;
  description?: string;
}

/** What the form is open for: a new draft (blank or a copy) or an edit of a saved template. */
export interface TemplateFormTarget {
  mode: FormMode;
  values: TemplateFormValues;
  /** edit only. */
  template?: CouponTemplate;
}

/** A blank form: a free USD cash coupon, one per member, valid 30 days after claiming. */
export function blankTemplateValues(now = Date.now()): TemplateFormValues {
  const today = chinaToday(now);
  return {
    kind: 'cash',
    currency: 'USD',
    perUserLimit: 1,
    price: '0',
    validityKind: 'days',
    validDays: 30,
    validFrom: dayjs(today),
    validTo: dayjs(addDays(today, 30)),
  };
}

/**
 * A saved template's values. A copy gets `copyName` (when it fits the name's limit) and, when its
 * date range is over, the blank form's range, so it can be saved as it is.
 */
export function templateValuesOf(
  template: CouponTemplate,
  copy?: { name: string },
  now = Date.now(),
): TemplateFormValues {
  const blank = blankTemplateValues(now);
  const today = chinaToday(now);
  const pastRange = Boolean(copy && template.validTo && template.validTo < today);
  const name = copy && charCount(copy.name) <= COUPON_LIMITS.name ? copy.name : template.name;
  return {
    name,
    kind: template.kind,
    currency: template.currency,
    faceValue: template.faceValue,
    percent: template.percent ?? null,
    cap: template.cap,
    threshold: template.threshold,
    totalQuantity: template.totalQuantity,
    perUserLimit: template.perUserLimit,
    price: template.price,
    validityKind: template.validityKind,
    validFrom: template.validFrom && !pastRange ? dayjs(template.validFrom) : blank.validFrom,
    validTo: template.validTo && !pastRange ? dayjs(template.validTo) : blank.validTo,
    validDays: template.validDays ?? blank.validDays,
    description: template.description,
  };
}

const trimmed = (value: string | undefined) => (value ?? '').trim();
const day = (value: Dayjs | null | undefined) => value?.format(DAY_FORMAT) ?? '';

/** The values as the shared checks read them: only the fields the kind and validity use. */
export function toTemplateValues(values: Partial<TemplateFormValues>): TemplateValues {
  const cash = values.kind === 'cash';
  const range = values.validityKind === 'range';
  return {
    name: values.name,
    kind: values.kind,
    currency: values.currency,
    ...(cash ? { faceValue: values.faceValue } : { percent: values.percent, cap: values.cap }),
    threshold: values.threshold,
    totalQuantity: values.totalQuantity,
    perUserLimit: values.perUserLimit,
    price: values.price,
    validityKind: values.validityKind,
    ...(range
      ? { validFrom: day(values.validFrom), validTo: day(values.validTo) }
      : { validDays: values.validDays }),
    description: values.description,
  };
}

/** The request body: trimmed, without the fields the kind and the validity do not use. */
export function toTemplateInput(values: TemplateFormValues): TemplateInput {
  const cash = values.kind === 'cash';
  const description = trimmed(values.description);
  return {
    name: trimmed(values.name),
    kind: values.kind,
    currency: values.currency,
    ...(cash
      ? { faceValue: trimmed(values.faceValue) }
      : { percent: values.percent ?? 0, cap: trimmed(values.cap) }),
    threshold: trimmed(values.threshold),
    totalQuantity: values.totalQuantity ?? 0,
    perUserLimit: values.perUserLimit ?? 0,
    price: trimmed(values.price),
    validityKind: values.validityKind,
    ...(values.validityKind === 'range'
      ? { validFrom: day(values.validFrom), validTo: day(values.validTo) }
      : { validDays: values.validDays ?? 0 }),
    ...(description ? { description } : {}),
  };
}
