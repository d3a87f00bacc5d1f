import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';
import { withChunkTimeout } from '@/lib/lazy-part/chunk-timeout';

import type { Select } from 'antd';

export type SelectComponent = typeof Select;

let loaded: SelectComponent | undefined;
let pending: Promise<SelectComponent> | undefined;
const listeners = new Set<() => void>();

/** antd's Select once its code has arrived, else undefined. */
export const loadedSelect = (): SelectComponent | undefined => loaded;

/** Calls back once the Select has arrived; returns the unsubscribe function. */
export function onSelectLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads antd's Select (and its drop-down, list and positioning code) once, within the script
 * time-out. A load that fails is forgotten, so the next call tries again.
 */
export function loadSelect(): Promise<SelectComponent> {
  pending ??= withChunkTimeout(
    import('./antd-select').then((module) => module.Select),
    CHUNK_LOAD_TIMEOUT_MS,
  ).then(
    (component) => {
      loaded = component;
      for (const listener of listeners) listener();
      return component;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}
