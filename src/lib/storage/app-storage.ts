import { APP_CODE, STORAGE_EXPIRE_SECONDS, STORAGE_VERSION } from '@/config/constants';
import { env } from '@/config/env';

import { createWebStorage } from './web-storage';

/** `TRADING__DEVELOPMENT__V1__`: entries of another mode or storage version are never read. */
export const APP_STORAGE_PREFIX = `${APP_CODE}__${env.mode}__${STORAGE_VERSION}__`.toUpperCase();

/** The app's localStorage: entries expire after 30 days and are encrypted in production builds. */
export const appStorage = createWebStorage({
  prefix: APP_STORAGE_PREFIX,
  encrypt: env.encryptStorage,
  secret: env.storageSecret,
  expireSeconds: STORAGE_EXPIRE_SECONDS,
  backend: () => window.localStorage,
});
