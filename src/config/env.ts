import { BUILD_ID_META } from './constants';

/** What a page that carries no build id (a test, a document without the app's HTML) says it runs. */
const UNKNOWN_BUILD_ID = 'unknown';

/** The build id index.html was written with: the build this tab loaded. */
function pageBuildId(): string {
  if (typeof document === 'undefined') return UNKNOWN_BUILD_ID;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_ID_META}"]`);
  return meta?.content || UNKNOWN_BUILD_ID;
}

/** Build-time settings, read once. */
export const env = {
  mode: import.meta.env.MODE,
  isProd: import.meta.env.PROD,
  appTitle: import.meta.env.VITE_APP_TITLE ?? '',
  mockEnabled: import.meta.env.VITE_ENABLE_MOCK === 'true',
  ossBaseUrl: import.meta.env.VITE_OSS_BASE_URL ?? '/mock-oss',
  /**
   * The key of stored entries, with no fallback here: a build without the mock refuses to start
   * without the operator's, and a mock build without one gets the development key
   * (build/build-env.ts). The dev server and Vitest store entries plain (`encryptStorage`).
   */
  storageSecret: import.meta.env.VITE_STORAGE_SECRET ?? '',
  /** Entries are AES-encrypted in production builds and plain in development. */
  encryptStorage: import.meta.env.PROD,
  /**
   * The WeChat website app's id. A build without the mock refuses to start without one
   * (build/build-env.ts); without one, a build with the mock simulates WeChat's consent screen.
   */
  wechatAppId: import.meta.env.VITE_WECHAT_APP_ID?.trim() ?? '',
  version: __APP_VERSION__,
  buildId: pageBuildId(),
} as const;
