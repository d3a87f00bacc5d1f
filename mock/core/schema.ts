import type {
  AccessTokenRow,
  CaptchaRow,
  CaptchaState,
  RefreshTokenRow,
} from '../domains/auth/schema';
import type { CouponRow, CouponTemplateRow } from '../domains/coupon/schema';
import type { FavouriteRow } from '../domains/favourite/schema';
import type { InvoiceApplicationRow, InvoiceTitleRow } from '../domains/invoice/schema';
import type { ListingRow } from '../domains/market/schema';
import type {
  EnterpriseRow,
  MemberRow,
  SmsCodeRow,
  SmsSendRow,
  TicketRow,
} from '../domains/member/schema';
import type { NewsRow } from '../domains/news/schema';
import type { BidRow, OrderRow, PaymentRow, TenderRow } from '../domains/trade/schema';
import type { UploadRow } from '../domains/upload/schema';
import type { OkReply } from './envelope';

export type {
  AccessTokenRow,
  BidRow,
  CaptchaRow,
  CaptchaState,
  CouponRow,
  CouponTemplateRow,
  EnterpriseRow,
  FavouriteRow,
  InvoiceApplicationRow,
  InvoiceTitleRow,
  ListingRow,
  MemberRow,
  NewsRow,
  OrderRow,
  PaymentRow,
  RefreshTokenRow,
  SmsCodeRow,
  SmsSendRow,
  TenderRow,
  TicketRow,
  UploadRow,
};

/**
 * The mock's tables. Times are epoch ms (converted to ISO 8601 with offset at the API edge).
 * Reference data (provinces, countries, dictionaries, ports) is static, in mock/domains/reference, and
 * not stored. Each domain declares its own rows in its schema.ts.
 */
export interface Settings {
  /** Seconds. */
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** [min, max] ms added to every reply. */
  latencyMs: [number, number];
  /** Seconds after which a submitted certification is decided automatically; 0: only from /test. */
  certReviewSeconds: number;
  /** Seconds after which a pending payment succeeds by itself; 0: only when confirmed (/test). */
  paymentSeconds: number;
}

export interface Db {
  members: Record<string, MemberRow>;
  enterprises: Record<string, EnterpriseRow>;
  captchas: Record<string, CaptchaRow>;
  smsCodes: SmsCodeRow[];
  smsSends: SmsSendRow[];
  tickets: Record<string, TicketRow>;
  accessTokens: Record<string, AccessTokenRow>;
  refreshTokens: Record<string, RefreshTokenRow>;
  uploads: Record<string, UploadRow>;
  /** By id. */
  tenders: Record<string, TenderRow>;
  /** By id. */
  bids: Record<string, BidRow>;
  /** By orderNo. */
  orders: Record<string, OrderRow>;
  /** By paymentNo. */
  payments: Record<string, PaymentRow>;
  /** Market listings by id. */
  listings: Record<string, ListingRow>;
  /** News by id. */
  news: Record<string, NewsRow>;
  /** Favourites by id. */
  favourites: Record<string, FavouriteRow>;
  /** Coupon templates by id. */
  couponTemplates: Record<string, CouponTemplateRow>;
  /** Members' coupons by code. */
  coupons: Record<string, CouponRow>;
  /** Members' invoice titles by id. */
  invoiceTitles: Record<string, InvoiceTitleRow>;
  /** Invoice applications by id. */
  invoiceApplications: Record<string, InvoiceApplicationRow>;
  settings: Settings;
  /** Next numeric id per kind ('member', 'enterprise', 'sms'). */
  sequences: Record<string, number>;
  /** First successful answers to creation calls, by member, path and idempotency key. */
  requestReplies: Record<string, { reply: OkReply; at: number }>;
}

export const TABLES = [
  'members',
  'enterprises',
  'captchas',
  'smsCodes',
  'smsSends',
  'tickets',
  'accessTokens',
  'refreshTokens',
  'uploads',
  'tenders',
  'bids',
  'orders',
  'payments',
  'listings',
  'news',
  'favourites',
  'couponTemplates',
  'coupons',
  'invoiceTitles',
  'invoiceApplications',
] as const satisfies readonly (keyof Db)[];

export const DEFAULT_ACCESS_TOKEN_TTL_S = 7200;
export const DEFAULT_REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;
export const DEFAULT_CERT_REVIEW_S = 8;
export const DEFAULT_PAYMENT_S = 5;

export function emptyDb(latencyMs: [number, number]): Db {
  return {
    members: {},
    enterprises: {},
    captchas: {},
    smsCodes: [],
    smsSends: [],
    tickets: {},
    accessTokens: {},
    refreshTokens: {},
    uploads: {},
    tenders: {},
    bids: {},
    orders: {},
    payments: {},
    listings: {},
    news: {},
    favourites: {},
    couponTemplates: {},
    coupons: {},
    invoiceTitles: {},
    invoiceApplications: {},
    settings: {
      accessTokenTtl: DEFAULT_ACCESS_TOKEN_TTL_S,
      refreshTokenTtl: DEFAULT_REFRESH_TOKEN_TTL_S,
      latencyMs,
      certReviewSeconds: DEFAULT_CERT_REVIEW_S,
      paymentSeconds: DEFAULT_PAYMENT_S,
    },
    sequences: {},
    requestReplies: {},
  };
}

/** The next id of `kind`, e.g. nextId(db, 'member', 1000) → '1001'. */
export function nextId(db: Db, kind: string, start: number): string {
  const value = (db.sequences[kind] ?? start) + 1;
  db.sequences[kind] = value;
  return String(value);
}

/** The rows of `table` that `keep` accepts, as a new table. */
export function keepRows<T>(
  table: Record<string, T>,
  keep: (row: T) => boolean,
): Record<string, T> {
  return Object.fromEntries(Object.entries(table).filter(([, row]) => keep(row)));
}
