import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';
import { withChunkTimeout } from '@/lib/lazy-part/chunk-timeout';
import { styleSheetRetries } from '@/lib/lazy-part/style-retry';
import { nextTask } from '@/utils/next-task';

import { createChunkErrorPage } from './chunk-error-page';
import { recoverFromChunkError } from './chunk-recovery';

import type { ComponentType } from 'react';

export interface PageModule {
  default: ComponentType;
}

export type PageImporter = () => Promise<PageModule>;

/**
 * Loads a page module within the script time-out (CHUNK_LOAD_TIMEOUT_MS, 120 s). The import starts
 * in a task of its own: it inserts a link for each of the page's files (dozens), work that would
 * otherwise lengthen the router's task that matched the route.
 */
export async function importPage(
  importer: PageImporter,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<ComponentType> {
  await nextTask();
  const loaded = await withChunkTimeout(importer(), timeoutMs);
  return loaded.default;
}

/**
 * A route's `lazy` that never rejects: react-router caches a rejected lazy() for the router's lifetime,
 * so a failed chunk would stay broken until a full reload. On failure this reloads once after a deploy,
 * or resolves with a panel that retries the import in place, asking again for the page's style
 * sheets that failed (Vite never asks twice: style-retry.ts).
 */
export function page(importer: PageImporter, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  return async (): Promise<{ Component: ComponentType }> => {
    const attempt = styleSheetRetries();
    const load = () => importPage(() => attempt(importer), timeoutMs);
    try {
      return { Component: await load() };
    } catch (error) {
      console.error('[chunk] a page failed to load', error);
      await recoverFromChunkError();
      return { Component: createChunkErrorPage(load, error) };
    }
  };
}
