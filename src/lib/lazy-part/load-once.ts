import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';

import { withChunkTimeout } from './chunk-timeout';
import { styleSheetRetries } from './style-retry';

export interface LoadedOnce<T> {
  /** Starts the load (once) and gives its promise; a load that failed starts again. */
  load: () => Promise<T>;
  /** The value once it has arrived, else undefined. */
  loaded: () => T | undefined;
}

/**
 * A chunk's value loaded once, within the script time-out (CHUNK_LOAD_TIMEOUT_MS, 120 s): every
 * caller shares the one load, a load that fails is forgotten (the next call tries again, its style
 * sheets that failed included: style-retry.ts), and `onLoaded` hears of the arrival.
 */
export function loadOnce<T>(load: () => Promise<T>, onLoaded?: (value: T) => void): LoadedOnce<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const attempt = styleSheetRetries();
  return {
    load() {
      pending ??= withChunkTimeout(attempt(load), CHUNK_LOAD_TIMEOUT_MS).then(
        (arrived) => {
          value = arrived;
          onLoaded?.(arrived);
          return arrived;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => value,
  };
}
