import { DEFAULT_PAGE_SIZE } from '@/contract/http';

/** Limits of invoice titles and applications, shared by the forms and the mock server. */
export const INVOICE_LIMITS = {
  title: 100,
  address: 120,
  phone: 20,
  bank: 60,
  account: 40,
  email: 100,
  reason: 200,
  /** Titles a member may keep. */
  titles: 20,
  /** Orders on one application. */
  orders: 50,
  /** Applications per page. */
  pageSize: DEFAULT_PAGE_SIZE,
  /** Seconds before an issued invoice may be e-mailed again. */
  resendSeconds: 60,
} as const;

/** Freight forwarding services are taxed at 6 %; amounts paid include the tax. */
export const VAT_RATE_PERCENT = 6;
