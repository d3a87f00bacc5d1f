export {
  appStorage,
  APP_STORAGE_PREFIX,
  createTabStorage,
  openStoredEntries,
  plainStorage,
  removeOlderVersions,
} from './app-storage';
export { CLOCK_SKEW_TOLERANCE_MS, createWebStorage } from './web-storage';
export type { WebStorage, WebStorageOptions } from './web-storage';
