import type { PortRef } from '@/contract/common/trade';
import type { Sailing } from '@/contract/schedule/types';
import { useRequest } from '@/hooks/use-request';

import { getLaneSailings } from '../api';

/** The most the schedule's page gives: the lane's nearest sailings, every carrier. */
const SAILINGS_PAGE = 50;

/** Until when a sailing takes cargo: its CY cut-off, its ETD when the schedule gives none. */
export function closesAt(sailing: Sailing): number {
  return Date.parse(sailing.cutoffs.cy ?? sailing.etd);
}

/**
 * The sailings of the lane `pol` → `pod` still open to book (CY cut-off ahead), by ETD; a failure
 * is shown with a retry where the choice would be.
 */
export function useLaneSailings(pol: PortRef, pod: PortRef) {
  const request = useRequest(
    async () => {
      const page = await getLaneSailings(
        { pol: pol.code, pod: pod.code, size: SAILINGS_PAGE, sort: 'etd', order: 'asc' },
        { skipErrorToast: true },
      );
      const now = Date.now();
      return page.records.filter((sailing) => closesAt(sailing) > now);
    },
    { refreshDeps: [pol.code, pod.code], onError: () => undefined },
  );
  return request;
}
