import type { Order } from '@/contract/order/types';
import { useMutation } from '@/hooks/use-mutation';

import { cancelOrder } from '../api';

export interface CancelOutcome {
  order?: Order;
  error?: unknown;
}

/** Cancels the order, one request at a time. */
export function useCancelOrder(orderNo: string) {
  const { run, running } = useMutation(async (): Promise<CancelOutcome> => {
    try {
      return { order: await cancelOrder(orderNo, { skipErrorToast: true }) };
    } catch (error) {
      return { error };
    }
  });
  return { cancel: run, cancelling: running };
}
