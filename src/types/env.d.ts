/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  readonly VITE_APP_TITLE?: string;
  readonly VITE_ENABLE_MOCK?: string;
  readonly VITE_API_PROXY_TARGET?: string;
  readonly VITE_OSS_BASE_URL?: string;
  readonly VITE_STORAGE_SECRET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
