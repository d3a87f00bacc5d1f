import { COUPON_LIMITS } from '@/contract/coupon/limits';
import type { CouponStatus } from '@/contract/coupon/types';
import { useRequest } from '@/hooks/use-request';

import { getCouponCounts, getMyCouponPage } from '../api';

/** The member's coupons, one page of one status. Not cached: another member may log in. */
export function useMyCouponPage(status: CouponStatus, current: number) {
  return useRequest(
    () =>
      getMyCouponPage({ status, current, size: COUPON_LIMITS.pageSize }, { skipErrorToast: true }),
    { refreshDeps: [status, current], onError: () => undefined },
  );
}

/** How many coupons the member holds per status (the tabs' counts). */
export function useCouponCounts() {
  return useRequest(() => getCouponCounts({ skipErrorToast: true }), { onError: () => undefined });
}
