/** The product's fixed constants (time-outs, storage, locale, page size, toast durations), written once. */

export const REQUEST_TIMEOUT_MS = 10_000;
/**
 * An upload's time-out: 60 s, plus an allowance per started MB of the file for a slow line
 * (about 1 Mbit/s), so a 5 MB file gets 110 s.
 */
export const UPLOAD_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_PER_MB_MS = 10_000;
/** A file the server names (an invoice PDF) may be made on request and be large: 60 s. */
export const DOWNLOAD_TIMEOUT_MS = 60_000;
export const TOKEN_REFRESH_INTERVAL_MS = 60 * 60 * 1000;
/** Stored session entries live 30 days. */
export const STORAGE_EXPIRE_SECONDS = 2_592_000;
/** Bumped when the shape of stored entries changes, so old entries are ignored. */
export const STORAGE_VERSION = 'V1';
export const APP_CODE = 'TRADING';
export const LOCALE_STORAGE_KEY = 'umi_locale';
export const DEFAULT_LOCALE = 'zh-CN';
/** The languages of the language menu, in its order: Chinese (the default), English, Arabic. */
export const SUPPORTED_LOCALES = ['zh-CN', 'en-US', 'ar-EG'] as const;
export type AppLocale = (typeof SUPPORTED_LOCALES)[number];
/** Locales whose language is written right to left. */
export const RTL_LANGUAGE_PREFIXES = ['he', 'ar', 'fa', 'ku'] as const;
export const FOCUS_REFRESH_MIN_MS = 5_000;
export const REQUEST_CACHE_MS = 5 * 60 * 1000;
/** Times are shown in the marketplace's time zone (China), with the zone named. */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';
export const MESSAGE_DURATION_S = 3;
export const NOTIFICATION_DURATION_S = 4.5;
/** After the app starts: by then a page's first files and data have arrived. */
export const MESSAGE_PRELOAD_DELAY_MS = 5_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/**
 * How long a wait lasts before its spinner turns. Most answers come sooner; and while something
 * turns, the screen is drawn again on every frame, on a phone whose page is busy starting.
 */
export const SPINNER_DELAY_MS = 600;
/** Written by the build (vite.config.ts); read after a chunk fails, to tell a new deploy. */
export const VERSION_FILE = 'version.json';
/**
 * The `<meta name>` that carries the build's id in index.html (build/version-file.ts): the page a
 * tab loaded says which build it runs, and no script names it, so the same code builds the same
 * script files.
 */
export const BUILD_ID_META = 'build-id';

/** Storage keys (under the versioned prefix). */
export const StorageKeys = {
  token: 'TOKEN__',
  refreshToken: 'REFRESH_TOKEN',
  userInfo: 'USER_INFO__',
  dictItems: 'sysAllDictItems',
  /** The login page's tab last used in this browser: `password` or `sms`. */
  loginMethod: 'LOGIN_METHOD',
  /** The logged-in member's unread notification count, shared by the app's tabs. */
  notificationUnread: 'NOTIFICATION_UNREAD',
} as const;
