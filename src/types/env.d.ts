/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
/** True in production builds: antd's styles come from build-time style sheets (build/antd-static-styles.ts). */
declare const __ANTD_STATIC_STYLES__: boolean;

interface ImportMetaEnv {
  readonly VITE_APP_TITLE?: string;
  readonly VITE_ENABLE_MOCK?: string;
  readonly VITE_API_PROXY_TARGET?: string;
  readonly VITE_OSS_BASE_URL?: string;
  readonly VITE_STORAGE_SECRET?: string;
  /** WeChat open platform app id of the website app; unset → simulated consent screen. */
  readonly VITE_WECHAT_APP_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
