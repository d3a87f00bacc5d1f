import { useCallback, useRef, useState } from 'react';

import type { Order } from '@/contract/order/types';

import { cancelOrder } from '../api';

export interface CancelOutcome {
  order?: Order;
  error?: unknown;
}

/** Cancels the order, one request at a time. */
export function useCancelOrder(orderNo: string) {
  const inFlight = useRef(false);
  const [cancelling, setCancelling] = useState(false);

  const cancel = useCallback(async (): Promise<CancelOutcome | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setCancelling(true);
    try {
      return { order: await cancelOrder(orderNo, { skipErrorToast: true }) };
    } catch (error) {
      return { error };
    } finally {
      inFlight.current = false;
      setCancelling(false);
    }
  }, [orderNo]);

  return { cancel, cancelling };
}
