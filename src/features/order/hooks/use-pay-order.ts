import { useRef, useState } from 'react';

import type { PayMethod, Payment } from '@/contract/order/types';
import { useMutation } from '@/hooks/use-mutation';

import { payOrder } from '../api';
import { attemptAfterFailure, attemptFor, type PayAttempt } from '../utils/pay-attempt';

export interface PayOutcome {
  payment?: Payment;
  error?: unknown;
}

/**
 * Pay with one request at a time: a second click while a request runs does nothing, and a retry after
 * a time-out sends the same request id, so the server never starts a second charge.
 */
export function usePayOrder(orderNo: string) {
  const attempt = useRef<PayAttempt | undefined>(undefined);
  const [payment, setPayment] = useState<Payment>();

  const { run, running } = useMutation(async (method: PayMethod): Promise<PayOutcome> => {
    const current = attemptFor(attempt.current, method);
    attempt.current = current;
    try {
      const started = await payOrder(
        { orderNo, method, requestId: current.requestId },
        { skipErrorToast: true },
      );
      attempt.current = undefined;
      setPayment(started);
      return { payment: started };
    } catch (error) {
      attempt.current = attemptAfterFailure(current, error);
      return { error };
    }
  });

  return { pay: run, paying: running, payment };
}
