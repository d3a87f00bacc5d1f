import { expect, type Page } from '@playwright/test';
// The package root: Node's ESM loader cannot resolve crypto-js's extension-less subpaths.
import CryptoJS from 'crypto-js';

import { TEST_BUILD_ENV } from '../../scripts/test-build-env';

function decrypt(value: string, secret: string): string {
  try {
    return CryptoJS.AES.decrypt(value, secret).toString(CryptoJS.enc.Utf8) || value;
  } catch {
    return value;
  }
}

/**
 * Everything the page keeps in localStorage and sessionStorage, keys and values, with the app's
 * encrypted entries decrypted: what someone with access to the browser profile could read.
 */
export async function readStorage(page: Page): Promise<string> {
  const raw = await page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index) ?? '';
        return [key, storage.getItem(key) ?? ''] as const;
      });
    return [...dump(window.localStorage), ...dump(window.sessionStorage)];
  });
  // The key of the build under test: the tests build with scripts/test-build-env.ts.
  const secret = TEST_BUILD_ENV.VITE_STORAGE_SECRET;
  return raw.map(([key, value]) => `${key}=${decrypt(value, secret)}`).join('\n');
}

/** Fails when any of `secrets` (passwords, SMS codes) is readable in the page's storage. */
export async function expectNoSecretsStored(page: Page, secrets: readonly string[]) {
  const stored = await readStorage(page);
  // The session must be there and readable (decrypted entries are JSON with an expiry), or the
  // check would prove nothing: a build made with another key fails here.
  expect(stored).toContain('"expire"');
  for (const secret of secrets) expect(stored).not.toContain(secret);
}
