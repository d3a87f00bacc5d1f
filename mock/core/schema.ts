import { cstDate } from './time';

import type { OkReply } from './envelope';

/**
 * The mock's tables, by name: empty here, each domain adds its own from its schema.ts
 * (`declare module '../../core/schema' { interface Tables { … } }`) and registers their empty
 * value, so the store holds every domain's rows without core knowing them. Times are epoch ms
 * (converted to ISO 8601 with offset at the API edge). Reference data (provinces, countries,
 * dictionaries, ports) is static, in mock/domains/reference, and not stored.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains' declarations
export interface Tables {}

export type TableName = keyof Tables;

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

export interface Db extends Tables {
  settings: Settings;
  /** Next numeric id per kind ('member', 'enterprise', 'sms'). */
  sequences: Record<string, number>;
  /** First successful answers to creation calls, by member, path and idempotency key. */
  requestReplies: Record<string, { reply: OkReply; at: number }>;
}

/** A domain's tables and their empty value: `{}` for rows by key, `[]` for a list. */
export type TableShapes = { [Name in TableName]?: Tables[Name] };

export const DEFAULT_ACCESS_TOKEN_TTL_S = 7200;
export const DEFAULT_REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;
export const DEFAULT_CERT_REVIEW_S = 8;
export const DEFAULT_PAYMENT_S = 5;

/** Every registered table, empty; `shapes` are the domains' registered tables. */
export function emptyTables(shapes: TableShapes): Db {
  const tables = Object.fromEntries(
    Object.entries(shapes).map(([name, empty]) => [name, Array.isArray(empty) ? [] : {}]),
  );
  return tables as unknown as Db;
}

export function withSettings(tables: Db, latencyMs: [number, number]): Db {
  return {
    ...tables,
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

/** 'T20261121-0042': a prefix, the China-time day and a running number. */
export function businessNo(db: Db, prefix: string, now: number, digits = 4): string {
  const value = (db.sequences[`${prefix}No`] ?? 0) + 1;
  db.sequences[`${prefix}No`] = value;
  const day = cstDate(now).replaceAll('-', '');
  return `${prefix}${day}-${String(value % 10 ** digits).padStart(digits, '0')}`;
}
