import { useRequest } from '@/hooks/use-request';

import { getOrderDetail } from '../api';

/**
 * One order's state and amount for a block beside other work (the award on my tenders): read when
 * `orderNo` changes and on `refresh`, never polled (the payment page follows a payment, `useOrder`).
 * The block shows failures.
 */
export function useOrderSummary(orderNo: string) {
  return useRequest(() => getOrderDetail(orderNo, { skipErrorToast: true }), {
    refreshDeps: [orderNo],
    onError: () => undefined,
  });
}
