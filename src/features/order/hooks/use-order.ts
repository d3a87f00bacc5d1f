import { useEffect, useState } from 'react';

import type { Order } from '@/contract/order/types';
import { REFRESH_ON_FOCUS } from '@/hooks/request-policy';
import { useRequest } from '@/hooks/use-request';

import { getOrderDetail } from '../api';

/** How often a pending payment is checked. */
export const ORDER_POLL_MS = 2_000;

/** The payer has started a payment that the gateway has not settled yet. */
export function isAwaitingGateway(order: Order): boolean {
  return order.status === 'unpaid' && order.role === 'payer' && order.payment?.status === 'pending';
}

/**
 * One order, read with the reader's token. Not cached across mounts (per-user data). While a started
 * payment is pending it is re-read every two seconds (paused while the tab is hidden), until it is
 * paid or cancelled or the page is left.
 */
export function useOrder(orderNo: string) {
  const [polling, setPolling] = useState(false);
  const result = useRequest(() => getOrderDetail(orderNo, { skipErrorToast: true }), {
    refreshDeps: [orderNo],
    pollingInterval: polling ? ORDER_POLL_MS : 0,
    pollingWhenHidden: false,
    ...REFRESH_ON_FOCUS,
    onSuccess: (order) => setPolling(isAwaitingGateway(order)),
    // The page shows the failure; without a handler ahooks would also log it to the console.
    onError: () => undefined,
  });

  const { refresh } = result;
  // ahooks schedules the next poll after a read made while polling: the first one is started here.
  useEffect(() => {
    if (!polling) return undefined;
    const timer = setTimeout(refresh, ORDER_POLL_MS);
    return () => clearTimeout(timer);
  }, [polling, refresh]);

  return result;
}
