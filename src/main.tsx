import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { env } from '@/config/env';
import { removeOlderVersions } from '@/lib/storage';

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

async function bootstrap(): Promise<void> {
  try {
    removeOlderVersions(window.localStorage);
  } catch {
    // Storage disabled (SecurityError on access): nothing was stored.
  }
  await enableMocking();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App />);
  document.documentElement.dataset.build = env.buildId;
}

void bootstrap();
