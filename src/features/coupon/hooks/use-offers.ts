import { COUPON_LIMITS } from '@/contract/coupon/limits';
import { useRequest } from '@/hooks/use-request';

import { getCollectablePage, getCouponIssuers, getForSalePage } from '../api';
import { toOfferQuery, type OfferSearch } from '../utils/offer-search';

/** free: the collection centre's templates; sold: the coupon market's. */
export type OfferKind = 'free' | 'sold';

/**
 * One page of templates on offer; asks again whenever the search changes. Not cached: `taken` is the
 * reader's own. The page shows failures.
 */
export function useOfferPage(offer: OfferKind, search: OfferSearch) {
  return useRequest(
    () => {
      const query = toOfferQuery(search, COUPON_LIMITS.pageSize);
      const options = { skipErrorToast: true };
      return offer === 'free' ? getCollectablePage(query, options) : getForSalePage(query, options);
    },
    { refreshDeps: [offer, JSON.stringify(search)], onError: () => undefined },
  );
}

/** The issuers with templates on offer, for the issuer filter. */
export function useOfferIssuers(offer: OfferKind) {
  return useRequest(() => getCouponIssuers(offer, { skipErrorToast: true }), {
    refreshDeps: [offer],
    onError: () => undefined,
  });
}
