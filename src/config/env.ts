/** Build-time settings, read once. */
export const env = {
  mode: import.meta.env.MODE,
  isProd: import.meta.env.PROD,
  appTitle: import.meta.env.VITE_APP_TITLE ?? '',
  mockEnabled: import.meta.env.VITE_ENABLE_MOCK === 'true',
  ossBaseUrl: import.meta.env.VITE_OSS_BASE_URL ?? '/mock-oss',
  storageSecret: import.meta.env.VITE_STORAGE_SECRET ?? 'trading-dev-secret',
  /** Entries are AES-encrypted in production builds and plain in development. */
  encryptStorage: import.meta.env.PROD,
  version: __APP_VERSION__,
  buildId: __BUILD_ID__,
} as const;
