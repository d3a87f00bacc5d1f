import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { getBrowserRouter } from '@/app/router';
import { env } from '@/config/env';
import { loadFirstCatalogue } from '@/lib/i18n/catalogue';
import { getLocale } from '@/lib/i18n/locale';
import { loadReferenceDataOnce } from '@/lib/reference';
import { startSessionCheck } from '@/lib/session';
import { openStoredEntries, removeOlderVersions } from '@/lib/storage';
import { nextTask } from '@/utils/next-task';

/**
 * Starts the mock back end's service worker when this build asks for it (dev, or a mock build). The
 * whole body sits under the flag so that a production build keeps none of it.
 */
async function enableMocking(): Promise<void> {
  if (import.meta.env.VITE_ENABLE_MOCK === 'true') {
    try {
      // eslint-disable-next-line import-x/no-restricted-paths -- the one guarded entry into the mock
      const { startMockWorker } = await import('../mock/browser');
      await startMockWorker();
    } catch (error) {
      // Without the mock the app still renders; its calls then fail with clear messages.
      console.error('[mock] failed to start', error);
    }
  }
}

/**
 * The start-up runs as separate short tasks, so that a phone's main thread is never blocked for
 * long while the first screen (painted from index.html) is already showing: the texts and the
 * router's first page load in parallel, and the first render is a transition React splits into
 * slices.
 */
async function bootstrap(): Promise<void> {
  try {
    removeOlderVersions(window.localStorage);
  } catch {
    // Storage disabled (SecurityError on access): nothing was stored.
  }
  await enableMocking();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const locale = getLocale();
  const catalogue = loadFirstCatalogue(locale);
  // A returning member's session must be readable (decrypted) before the router's first loader.
  const storedEntries = openStoredEntries();
  await nextTask();
  await storedEntries;
  // A returning member's page waits for the session's check: it leaves before the page's files.
  startSessionCheck();
  // Detail pages wait for the dictionaries on a first visit: they load beside the page's code.
  loadReferenceDataOnce();
  // Reading the stored dictionaries and creating the router each take a task of their own.
  await nextTask();
  // Created now, the router starts loading the first page's files while the texts load.
  getBrowserRouter();
  await catalogue;
  await nextTask();
  // The page's first `Intl` call, its slowest (the locale's data is read) unless the first-screen
  // script has read that data while the scripts downloaded, in a task of its own.
  Intl.NumberFormat.supportedLocalesOf(locale);
  await nextTask();
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
  document.documentElement.dataset.build = env.buildId;
}

void bootstrap();
