import type { CurrentUser } from '@/contract/common/user';
import type { Enterprise, SmsScene } from '@/contract/member/types';

import type { MessageId } from '../lib/messages';
import type { FavouriteRow, ListingRow, NewsRow } from './content-schema';
import type { BidRow, OrderRow, PaymentRow, TenderRow } from './trade-schema';

export type { BidRow, FavouriteRow, ListingRow, NewsRow, OrderRow, PaymentRow, TenderRow };

/**
 * The mock's tables. Times are epoch ms (converted to ISO 8601 with offset at the API edge).
 * Reference data (provinces, countries, dictionaries, ports) is static, in `mock/data`, and not stored.
 */
/** A member as the API shows it (minus what is derived from the enterprise), plus the secrets. */
export interface MemberRow extends Omit<
  CurrentUser,
  'enterpriseName' | 'certStatus' | 'createdAt'
> {
  passwordHash: string;
  salt: string;
  /** Wrong passwords since the last success or lock. */
  failedLogins: number;
  lockedUntil?: number;
  wechatOpenId?: string;
  createdAt: number;
}

/** An enterprise as the API shows it, with times as epoch ms and the review's details. */
export interface EnterpriseRow extends Omit<Enterprise, 'certRejectReason' | 'certSubmittedAt'> {
  /** English name, shown nowhere yet; kept for the directory of later issues. */
  nameEn?: string;
  /** Free text from a reviewer (devtools certify), or a message id for the automatic decision. */
  certRejectReason?: string;
  certRejectReasonId?: MessageId;
  certSubmittedAt?: number;
  certDecidedAt?: number;
  createdAt: number;
}

/** issued → passed (right answer) → used (by one login or SMS request); or spent (wrong answer). */
export type CaptchaState = 'issued' | 'passed' | 'used' | 'spent';

export interface CaptchaRow {
  key: string;
  answer: string;
  state: CaptchaState;
  issuedAt: number;
  expiresAt: number;
  passedAt?: number;
}

export interface SmsCodeRow {
  id: string;
  mobile: string;
  scene: SmsScene;
  code: string;
  sentAt: number;
  expiresAt: number;
  used: boolean;
  /** Wrong guesses; the code dies after a few. */
  failedChecks: number;
}

/** Every accepted SMS request, sent or not, for the per-number limits. */
export interface SmsSendRow {
  mobile: string;
  at: number;
}

export interface TicketRow {
  ticket: string;
  scene: SmsScene;
  mobile?: string;
  /** For bind_wechat tickets. */
  openId?: string;
  expiresAt: number;
  used: boolean;
}

export interface AccessTokenRow {
  token: string;
  memberId: string;
  refreshToken: string;
  issuedAt: number;
  expiresAt: number;
  revoked: boolean;
}

export interface RefreshTokenRow {
  token: string;
  memberId: string;
  accessToken: string;
  issuedAt: number;
  expiresAt: number;
  revoked: boolean;
}

export interface UploadRow {
  key: string;
  name: string;
  ext: string;
  contentType: string;
  size: number;
  memberId: string;
  createdAt: number;
  /** Base64 bytes; absent when a persisted copy could not keep them. */
  data?: string;
}

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
  settings: Settings;
  /** Next numeric id per kind ('member', 'enterprise', 'sms'). */
  sequences: Record<string, number>;
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
    settings: {
      accessTokenTtl: DEFAULT_ACCESS_TOKEN_TTL_S,
      refreshTokenTtl: DEFAULT_REFRESH_TOKEN_TTL_S,
      latencyMs,
      certReviewSeconds: DEFAULT_CERT_REVIEW_S,
      paymentSeconds: DEFAULT_PAYMENT_S,
    },
    sequences: {},
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
