import { setupWorker } from 'msw/browser';

import { onIssued } from './core/events';
import { setDefaultLatency } from './core/latency';
import { enablePersistence, installDomains, loadPersisted, resetDb } from './core/store';
import { domains } from './domains';

/** Where the browser keeps the mock database between reloads. */
export const MOCK_DB_STORAGE_KEY = 'TRADING_MOCK_DB_V1';
const BROWSER_LATENCY_MS: [number, number] = [80, 300];

function localStorageOrUndefined(): Storage | undefined {
  try {
    const storage = window.localStorage;
    void storage.length;
    return storage;
  } catch {
    return undefined;
  }
}

/**
 * Starts the mock back end in the browser (development, or a build made with VITE_ENABLE_MOCK):
 * the database is loaded from localStorage (seeded when missing or corrupt) and saved after every
 * call; another tab's changes are picked up; SMS codes and captcha answers go to the console.
 */
export async function startMockWorker(): Promise<void> {
  setDefaultLatency(BROWSER_LATENCY_MS);
  const handlers = installDomains(domains);
  const storage = localStorageOrUndefined();
  if (storage) {
    enablePersistence(storage, MOCK_DB_STORAGE_KEY);
    window.addEventListener('storage', (event) => {
      if (event.key === MOCK_DB_STORAGE_KEY && event.newValue !== null) loadPersisted();
    });
  } else {
    resetDb();
  }
  onIssued((event) => {
    if (event.kind === 'sms') {
      console.info(`[mock] SMS code for ${event.mobile} (${event.scene}): ${event.code}`);
    } else {
      console.info(`[mock] captcha ${event.captchaKey.slice(0, 8)}… answer: ${event.answer}`);
    }
  });
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
}
