import { loadOnce } from '@/lib/lazy-part/load-once';

import type { Select } from 'antd';

export type SelectComponent = typeof Select;

const listeners = new Set<() => void>();

/** antd's Select (with its drop-down, list and positioning code), loaded once when first asked for. */
const select = loadOnce(
  () => import('./antd-select').then((module) => module.Select),
  () => {
    for (const listener of listeners) listener();
  },
);

/** antd's Select once its code has arrived, else undefined. */
export const loadedSelect = select.loaded;

/** Loads antd's Select; a load that fails is forgotten, so the next call tries again. */
export const loadSelect = select.load;

/** Calls back once the Select has arrived; returns the unsubscribe function. */
export function onSelectLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
