import type { RequestOptions } from '@/lib/request';
import { nextTask } from '@/utils/next-task';

import { getAllDictItems, getCountryPage, getProvincePage } from './api';
import {
  getReferenceState,
  setDictItems,
  storeDictItems,
  updateReferenceState,
  type LoadState,
  type ReferenceState,
} from './store';

/**
 * Start-up loads are silent: no toast, no login redirect. Like every call they send the token when
 * one is stored (the data is public; a back end may still log or rate it by member).
 */
const SILENT: RequestOptions = { skipErrorToast: true, skipLoginRedirect: true };
const PROVINCE_PAGE_SIZE = 100;
const COUNTRY_PAGE_SIZE = 300;

type Part = keyof ReferenceState['status'];

let inFlight: Promise<void> | undefined;

function mark(part: Part, loadState: LoadState): void {
  updateReferenceState((current) => ({
    ...current,
    status: { ...current.status, [part]: loadState },
  }));
}

async function loadPart<T>(
  part: Part,
  fetch: () => Promise<T>,
  save: (value: T) => void | Promise<void>,
) {
  mark(part, 'loading');
  try {
    await save(await fetch());
  } catch {
    // Start-up reference loads fail silently: what was there stays, the status tells.
    mark(part, 'failed');
  }
}

/**
 * Loads provinces, countries and all dictionary items, silently; never rejects. Single flight: a
 * call while a load runs gets the same promise.
 */
export function loadReferenceData(): Promise<void> {
  inFlight ??= Promise.all([
    loadPart(
      'provinces',
      () => getProvincePage({ current: 1, size: PROVINCE_PAGE_SIZE }, SILENT),
      (page) =>
        updateReferenceState((current) => ({
          ...current,
          provinces: page.records,
          status: { ...current.status, provinces: 'ready' },
        })),
    ),
    loadPart(
      'countries',
      () => getCountryPage({ current: 1, size: COUNTRY_PAGE_SIZE }, SILENT),
      (page) =>
        updateReferenceState((current) => ({
          ...current,
          countries: page.records,
          status: { ...current.status, countries: 'ready' },
        })),
    ),
    loadPart(
      'dictItems',
      () => getAllDictItems(SILENT),
      async (dictItems) => {
        setDictItems(dictItems);
        // Writing the dictionary (a large JSON) takes a task of its own, after the pages re-render.
        await nextTask();
        storeDictItems(dictItems);
      },
    ),
  ]).then(
    () => undefined,
    () => undefined,
  );
  const running = inFlight;
  void running.finally(() => {
    if (inFlight === running) inFlight = undefined;
  });
  return running;
}

/**
 * `loadReferenceData` once per page load: unless it has started already (the start-up asks before
 * the first render, the app's root again when it mounts, as tests render it alone).
 */
export function loadReferenceDataOnce(): void {
  if (getReferenceState().status.dictItems === 'idle') void loadReferenceData();
}
