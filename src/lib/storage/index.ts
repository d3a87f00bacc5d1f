export { appStorage, APP_STORAGE_PREFIX, removeOlderVersions } from './app-storage';
export { createWebStorage } from './web-storage';
export type { WebStorage, WebStorageOptions } from './web-storage';
