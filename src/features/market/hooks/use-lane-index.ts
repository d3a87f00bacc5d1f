import type { LaneIndexQuery } from '@/contract/market/rate-index';
import { useRequest } from '@/hooks/use-request';

import { getLaneIndex } from '../api';

/**
 * A lane's weekly index (`data.weeks`, oldest first; a week with `listings: 0` is a gap and has no
 * figures); asks again whenever the query changes. Nothing runs without a query. The page shows
 * failures.
 */
export function useLaneIndex(query: LaneIndexQuery | undefined) {
  return useRequest(
    async () => (query ? getLaneIndex(query, { skipErrorToast: true }) : undefined),
    {
      ready: query !== undefined,
      refreshDeps: [JSON.stringify(query ?? null)],
      onError: () => undefined,
    },
  );
}
