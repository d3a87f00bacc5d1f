/** Limits of coupon templates and codes, shared by the forms and the mock server. */
export const COUPON_LIMITS = {
  name: 40,
  description: 200,
  /** A discount coupon takes 1–99 % off. */
  percent: [1, 99] as [number, number],
  totalQuantity: [1, 100_000] as [number, number],
  perUserLimit: [1, 100] as [number, number],
  /** "N days after it is claimed". */
  validDays: [1, 365] as [number, number],
  /** Longest date-range validity, in days. */
  rangeDays: 366,
  /** Coupons per page in lists. */
  pageSize: 12,
} as const;
