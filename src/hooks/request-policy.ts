import { FOCUS_REFRESH_MIN_MS, REQUEST_CACHE_MS } from '@/config/constants';

/**
 * useRequest options for data that changes while the member looks elsewhere (an order being paid,
 * a certification being decided): read again when the tab regains focus, at most every 5 s.
 */
export const REFRESH_ON_FOCUS = {
  refreshOnWindowFocus: true,
  focusTimespan: FOCUS_REFRESH_MIN_MS,
} as const;

/**
 * useRequest options for public data that hardly changes (catalogue facts, a tree level): kept
 * under `cacheKey` and not asked for again for 5 minutes.
 */
export function cachedFor(cacheKey: string) {
  return { cacheKey, cacheTime: REQUEST_CACHE_MS, staleTime: REQUEST_CACHE_MS } as const;
}
