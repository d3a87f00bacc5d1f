import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { env } from '@/config/env';
import { removeOlderVersions } from '@/lib/storage';

/** Starts the mock back end's service worker when this build asks for it (dev, or a mock build). */
async function enableMocking(): Promise<void> {
  if (import.meta.env.VITE_ENABLE_MOCK !== 'true') return;
  // eslint-disable-next-line import-x/no-restricted-paths -- the one guarded entry into the mock
  const { startMockWorker } = await import('../mock/browser');
  await startMockWorker();
}

async function bootstrap(): Promise<void> {
  try {
    removeOlderVersions(window.localStorage);
  } catch {
    // Storage disabled (SecurityError on access): nothing was stored.
  }
  try {
    await enableMocking();
  } catch (error) {
    // Without the mock the app still renders; its calls then fail with clear messages.
    console.error('[mock] failed to start', error);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App />);
  document.documentElement.dataset.build = env.buildId;
}

void bootstrap();
