import { useEffect, useState } from 'react';

import type { SailingQuery, SailingWeekQuery } from '@/contract/schedule/types';
import { cachedFor } from '@/hooks/request-policy';
import { useRequest } from '@/hooks/use-request';

import { getSailingPage, getSailingWeek, getScheduleMeta } from '../api';

/** After this long still waiting, the page says so in words. */
export const SLOW_AFTER_MS = 3000;

/** True while `loading` has lasted longer than SLOW_AFTER_MS. */
export function useSlow(loading: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [loading]);
  return slow && loading;
}

/** One page of sailings; asks again whenever the query changes; the page shows failures. */
export function useSailingPage(query: SailingQuery | undefined) {
  return useRequest(
    async () => (query ? getSailingPage(query, { skipErrorToast: true }) : undefined),
    {
      ready: Boolean(query),
      refreshDeps: [JSON.stringify(query ?? null)],
      onError: () => undefined,
    },
  );
}

/** The sailings of the calendar's week, while the calendar is shown. */
export function useSailingWeek(query: SailingWeekQuery | undefined) {
  return useRequest(
    async () => (query ? getSailingWeek(query, { skipErrorToast: true }) : undefined),
    {
      ready: Boolean(query),
      refreshDeps: [JSON.stringify(query ?? null)],
      onError: () => undefined,
    },
  );
}

/** What the schedule data is (sample or live, size, last update). */
export function useScheduleMeta() {
  return useRequest(() => getScheduleMeta({ skipErrorToast: true }), {
    ...cachedFor('schedule:meta'),
    onError: () => undefined,
  });
}
