import { COUPON_LIMITS } from '@/contract/coupon/limits';
import { useRequest } from '@/hooks/use-request';

import { getRedemptionPage } from '../api';
import { redemptionQuery, type RedemptionSearch } from '../utils/redemption-search';

/**
 * One page of the issuer's redemption records under the search, asked again when it changes or
 * when `version` does (a coupon was redeemed on the page). Not cached: every use adds a record.
 */
export function useRedemptionPage(search: RedemptionSearch, version: number) {
  const { templateId, way, from, to, current } = search;
  return useRequest(
    () =>
      getRedemptionPage(
        { ...redemptionQuery(search), current, size: COUPON_LIMITS.pageSize },
        { skipErrorToast: true },
      ),
    { refreshDeps: [templateId, way, from, to, current, version], onError: () => undefined },
  );
}
