import { DEFAULT_PAGE_SIZE } from '@/contract/http';

/** Limits of a market listing, shared by the form and the mock server. */
export const LISTING_LIMITS = {
  /** Transit days (port to port). */
  transitDays: [1, 90] as [number, number],
  remarks: 500,
  /** Surcharge rows of one listing. */
  surcharges: 10,
  /** Instant quote: containers 1–999. */
  quantity: [1, 999] as [number, number],
  /** Longest validity window, in days. */
  validityDays: 366,
  /** Listings per page on the market. */
  pageSize: DEFAULT_PAGE_SIZE,
} as const;
