import type { HsQuery } from '@/contract/hs-code/types';
import { cachedFor } from '@/hooks/request-policy';
import { useRequest } from '@/hooks/use-request';
import { takeEarly } from '@/lib/early-request';

import { getHsMeta, getHsTree, searchHsCodes } from '../api';
import { chaptersAnswered, HS_CHAPTERS_KEY } from '../early';

/** One page of codes for the query; nothing is asked without one. The page shows failures. */
export function useHsSearch(query: HsQuery | undefined) {
  return useRequest(
    async () => (query ? searchHsCodes(query, { skipErrorToast: true }) : undefined),
    { refreshDeps: [JSON.stringify(query ?? null)], onError: () => undefined },
  );
}

/**
 * The code opened from the address when it is not on the page of results (a shared link, a code
 * chosen in the tree): asked for by its 10 digits.
 */
export function useHsCode(code: string, known: boolean) {
  return useRequest(
    async () => {
      const page = await searchHsCodes({ keyword: code, size: 1 }, { skipErrorToast: true });
      return page.records.find((row) => row.code === code) ?? null;
    },
    { ready: Boolean(code) && !known, refreshDeps: [code, known], onError: () => undefined },
  );
}

/** What the data is (sample, as-of date, size); kept for the session. */
export function useHsMeta() {
  return useRequest(() => getHsMeta({ skipErrorToast: true }), {
    ...cachedFor('hsCode:meta'),
    onError: () => undefined,
  });
}

/**
 * One level of the chapter / heading tree, asked for when `open`; the chapters may have been asked
 * for by the route (`startHsChapters`), which starts none while they are kept here.
 */
export function useHsTreeLevel(parent: string | undefined, open: boolean) {
  const ask = () => getHsTree(parent, { skipErrorToast: true });
  return useRequest(() => (parent === undefined ? takeEarly(HS_CHAPTERS_KEY, ask) : ask()), {
    ready: open,
    ...cachedFor(`hsCode:tree:${parent ?? ''}`),
    refreshDeps: [parent],
    onSuccess: parent === undefined ? chaptersAnswered : undefined,
    onError: () => undefined,
  });
}
