/**
 * Areas loaded with the pages that use them (`requireArea`), not in the first load; every other area
 * file of src/locales is part of the first load (one chunk per locale: build/catalogue-chunks.ts).
 */
export const LAZY_AREAS = [
  'other',
  'devtools',
  'mock-panel',
  'auth',
  'forms',
  'member',
  'account',
  'wechat',
  'enterprise',
  'center',
  'trade',
  'tender',
  'tender-issue',
  'issuer',
  'bid',
  'order',
  'market',
  'market-mine',
  'directory',
  'news',
  'favourite',
  'notification',
  'home',
  'schedule',
  'hs-code',
  'coupon',
  'coupon-issuer',
  'invoice',
  'upload',
] as const;
export type LazyArea = (typeof LAZY_AREAS)[number];
