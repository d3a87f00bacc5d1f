/**
 * The rules of a coupon template, shared by the issuer's form and the mock server. Money fields are
 * decimal strings in the template's currency; days are 'YYYY-MM-DD' in China time (UTC+8).
 */
import { daysBetween, isDay } from '@/contract/common/calendar';
import { compareMoney, MONEY_PATTERN, toCents } from '@/contract/common/money';
import { charCount } from '@/contract/common/text-length';

import { COUPON_LIMITS } from './limits';
import { COUPON_CURRENCIES, COUPON_KINDS, VALIDITY_KINDS, type TemplateInput } from './types';

/** Terms a claimed template keeps: changing one of them is refused with reason 'frozen'. */
export const FROZEN_FIELDS = [
  'kind',
  'currency',
  'faceValue',
  'percent',
  'cap',
  'threshold',
] as const;

export const TEMPLATE_FIELDS = [
  'name',
  ...FROZEN_FIELDS,
  'totalQuantity',
  'perUserLimit',
  'price',
  'validityKind',
  'validFrom',
  'validTo',
  'validDays',
  'description',
] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

export type TemplateReason =
  | 'required'
  | 'invalid'
  | 'range'
  | 'tooLong'
  | 'positive'
  | 'belowFaceValue'
  | 'onlyGrows'
  | 'onOrder'
  | 'aboveTotal'
  | 'beforeToday'
  | 'beforeFrom'
  | 'frozen';

export interface TemplateProblem {
  field: TemplateField;
  reason: TemplateReason;
  /**
   * e.g. { min, max } for 'range', { max } for 'tooLong', { total } for 'onlyGrows', { held } for
   * 'onOrder'.
   */
  params?: Record<string, number>;
}

export interface TemplateContext {
  /** China's date today. */
  today: string;
  /** Coupons issued or held by unpaid pack orders (0 for a new template or an untouched draft). */
  claimed: number;
  /** Of those, held by unpaid coupon-pack orders (bought at the saved price, not yet paid). */
  onOrder?: number;
  /** The saved template being edited, if any. */
  saved?: TemplateValues;
}

/** Values as a form or a request body may hold them: anything, checked here. */
export type TemplateValues = { [K in keyof TemplateInput]?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const problem = (
  field: TemplateField,
  reason: TemplateReason,
  params?: Record<string, number>,
): TemplateProblem => ({ field, reason, ...(params ? { params } : {}) });

function moneyProblem(field: TemplateField, value: unknown, positive: boolean) {
  const amount = text(value);
  if (!amount) return problem(field, 'required');
  if (!MONEY_PATTERN.test(amount)) return problem(field, 'invalid');
  if (positive && toCents(amount) === 0) return problem(field, 'positive');
  return undefined;
}

function integerProblem(field: TemplateField, value: unknown, [min, max]: [number, number]) {
  if (value === undefined || value === null || value === '') return problem(field, 'required');
  if (typeof value !== 'number' || !Number.isInteger(value)) return problem(field, 'invalid');
  if (value < min || value > max) return problem(field, 'range', { min, max });
  return undefined;
}

type Check = (values: TemplateValues, context: TemplateContext) => TemplateProblem | undefined;

const isCash = (values: TemplateValues) => values.kind === 'cash';
const isDiscount = (values: TemplateValues) => values.kind === 'discount';
const isRange = (values: TemplateValues) => values.validityKind === 'range';

/** One check per field, in the order a form shows them. */
export const TEMPLATE_CHECKS: Record<TemplateField, Check> = {
  name: ({ name }) => {
    if (!text(name)) return problem('name', 'required');
    if (charCount(text(name)) > COUPON_LIMITS.name)
      return problem('name', 'tooLong', { max: COUPON_LIMITS.name });
    return undefined;
  },
  kind: ({ kind }) =>
    (COUPON_KINDS as readonly unknown[]).includes(kind)
      ? undefined
      : problem('kind', kind ? 'invalid' : 'required'),
  currency: ({ currency }) =>
    (COUPON_CURRENCIES as readonly unknown[]).includes(currency)
      ? undefined
      : problem('currency', currency ? 'invalid' : 'required'),
  faceValue: (values) =>
    isCash(values) ? moneyProblem('faceValue', values.faceValue, true) : undefined,
  percent: (values) =>
    isDiscount(values)
      ? integerProblem('percent', values.percent, COUPON_LIMITS.percent)
      : undefined,
  cap: (values) => (isDiscount(values) ? moneyProblem('cap', values.cap, true) : undefined),
  threshold: (values) => {
    const found = moneyProblem('threshold', values.threshold, false);
    if (found) return found;
    const face = text(values.faceValue);
    if (
      isCash(values) &&
      MONEY_PATTERN.test(face) &&
      compareMoney(text(values.threshold), face) < 0
    ) {
      return problem('threshold', 'belowFaceValue');
    }
    return undefined;
  },
  totalQuantity: ({ totalQuantity }, { claimed, saved }) => {
    const found = integerProblem('totalQuantity', totalQuantity, COUPON_LIMITS.totalQuantity);
    if (found) return found;
    // Members who took one were told how many there are: once any is taken, the total only grows.
    const before = saved?.totalQuantity;
    if (claimed > 0 && typeof before === 'number' && (totalQuantity as number) < before) {
      return problem('totalQuantity', 'onlyGrows', { total: before });
    }
    return undefined;
  },
  perUserLimit: ({ perUserLimit, totalQuantity }) => {
    const found = integerProblem('perUserLimit', perUserLimit, COUPON_LIMITS.perUserLimit);
    if (found) return found;
    if (typeof totalQuantity === 'number' && (perUserLimit as number) > totalQuantity) {
      return problem('perUserLimit', 'aboveTotal');
    }
    return undefined;
  },
  price: ({ price }, { onOrder = 0, saved }) => {
    const found = moneyProblem('price', price, false);
    if (found) return found;
    // An unpaid pack order was made at the saved price: it stays until those orders settle.
    const before = saved?.price;
    if (onOrder > 0 && typeof before === 'string' && compareMoney(before, text(price)) !== 0) {
      return problem('price', 'onOrder', { held: onOrder });
    }
    return undefined;
  },
  validityKind: ({ validityKind }) =>
    (VALIDITY_KINDS as readonly unknown[]).includes(validityKind)
      ? undefined
      : problem('validityKind', validityKind ? 'invalid' : 'required'),
  validFrom: (values) => {
    if (!isRange(values)) return undefined;
    const from = text(values.validFrom);
    if (!from) return problem('validFrom', 'required');
    if (!isDay(from)) return problem('validFrom', 'invalid');
    return undefined;
  },
  validTo: (values, { today }) => {
    if (!isRange(values)) return undefined;
    const to = text(values.validTo);
    const from = text(values.validFrom);
    if (!to) return problem('validTo', 'required');
    if (!isDay(to)) return problem('validTo', 'invalid');
    if (to < today) return problem('validTo', 'beforeToday');
    if (isDay(from) && to < from) return problem('validTo', 'beforeFrom');
    if (isDay(from) && daysBetween(from, to) >= COUPON_LIMITS.rangeDays) {
      return problem('validTo', 'range', { min: 1, max: COUPON_LIMITS.rangeDays });
    }
    return undefined;
  },
  validDays: (values) =>
    values.validityKind === 'days'
      ? integerProblem('validDays', values.validDays, COUPON_LIMITS.validDays)
      : undefined,
  description: ({ description }) =>
    charCount(text(description)) > COUPON_LIMITS.description
      ? problem('description', 'tooLong', { max: COUPON_LIMITS.description })
      : undefined,
};

/** Whether a frozen term differs from the saved template. Money compares by value ('50' = '50.00'). */
function frozenChange(values: TemplateValues, saved: TemplateValues): TemplateProblem | undefined {
  for (const field of FROZEN_FIELDS) {
    const before = saved[field];
    const after = values[field];
    const money = field === 'faceValue' || field === 'cap' || field === 'threshold';
    const same =
      money && typeof before === 'string' && typeof after === 'string'
        ? compareMoney(before, after.trim()) === 0
        : (before ?? undefined) === (after ?? undefined);
    if (!same) return problem(field, 'frozen');
  }
  return undefined;
}

/** The first problem of a template, in the form's order, or undefined when it can be saved. */
export function templateProblem(
  values: TemplateValues,
  context: TemplateContext,
): TemplateProblem | undefined {
  if (context.claimed > 0 && context.saved) {
    const frozen = frozenChange(values, context.saved);
    if (frozen) return frozen;
  }
  for (const field of TEMPLATE_FIELDS) {
    const found = TEMPLATE_CHECKS[field](values, context);
    if (found) return found;
  }
  return undefined;
}
