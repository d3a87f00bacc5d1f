import { useRequest } from '@/hooks/use-request';

import { getTenderMarket } from '../api';

/**
 * One of the issuer's tenders against the market of its week: per-unit index, the band (absent
 * when a unit's week is a gap) and each bid's position. The page shows failures.
 */
export function useTenderMarket(tenderId: string) {
  return useRequest(() => getTenderMarket(tenderId, { skipErrorToast: true }), {
    ready: Boolean(tenderId),
    refreshDeps: [tenderId],
    onError: () => undefined,
  });
}
