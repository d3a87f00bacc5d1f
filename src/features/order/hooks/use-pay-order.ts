import { useCallback, useRef, useState } from 'react';

import type { Payment, PaymentMethod } from '@/contract/order/types';

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
  const inFlight = useRef(false);
  const [paying, setPaying] = useState(false);
  const [payment, setPayment] = useState<Payment>();

  const pay = useCallback(
    async (method: PaymentMethod): Promise<PayOutcome | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      const current = attemptFor(attempt.current, method);
      attempt.current = current;
      setPaying(true);
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
      } finally {
        inFlight.current = false;
        setPaying(false);
      }
    },
    [orderNo],
  );

  return { pay, paying, payment };
}
