// Relative imports: the build's configuration (build/first-screen.ts) loads this module too.
import { APP_CODE, STORAGE_VERSION } from '../../config/constants';

/** The app's keys in a mode, whatever the storage version: `TRADING__DEVELOPMENT__`. */
export function modePrefixOf(mode: string): string {
  return `${APP_CODE}__${mode}__`.toUpperCase();
}

/** `TRADING__DEVELOPMENT__V1__`: entries of another mode or storage version are never read. */
export function storagePrefixOf(mode: string): string {
  return `${modePrefixOf(mode)}${STORAGE_VERSION}__`.toUpperCase();
}
