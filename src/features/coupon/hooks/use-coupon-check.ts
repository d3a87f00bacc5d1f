import { useRequest } from '@/hooks/use-request';

import { checkCoupon } from '../api';

/**
 * The issuer's look-up of one code: the coupon, its owner's enterprise and status; nothing while
 * `code` is undefined. Not cached: the coupon may be redeemed or reserved at any moment. An answer
 * for an earlier code is dropped.
 */
export function useCouponCheck(code: string | undefined) {
  return useRequest(
    () => (code ? checkCoupon(code, { skipErrorToast: true }) : Promise.resolve(undefined)),
    { refreshDeps: [code], onError: () => undefined },
  );
}
