import { useRequest } from 'ahooks';
import { useEffect, useRef, useState } from 'react';

import type { Order } from '@/contract/order/types';
import { useMutation } from '@/hooks/use-mutation';

import { applyCoupon, getUsableCoupons } from '../api';

/**
 * The coupon step of an unpaid order: the payer's usable coupons (best first) and choosing one.
 * Choosing reserves it for this order and releases the one before; `null` pays without a coupon.
 * `onChanged` gets the order as the server now has it, or nothing when it should be read again.
 */
export function useOrderCoupon(order: Order, onChanged: (order?: Order) => void) {
  const { orderNo } = order;
  const usable = useRequest(() => getUsableCoupons(orderNo, { skipErrorToast: true }), {
    refreshDeps: [orderNo],
    onError: () => undefined,
  });
  const [failure, setFailure] = useState<unknown>();
  // The choice on its way: shown as chosen until the server answers, then the order's own.
  const [pending, setPending] = useState<{ code: string | null }>();

  const { run, running, signal } = useMutation(async (code: string | null) => {
    setFailure(undefined);
    setPending({ code });
    try {
      const changed = await applyCoupon({ orderNo, code }, { skipErrorToast: true });
      // The member left: the late result changes nothing on the page (see `useMutation`).
      if (!signal.aborted) onChanged(changed);
    } catch (error) {
      // Refused (reserved elsewhere, expired meanwhile) or lost: show why and what is true now,
      // unless the member left.
      if (signal.aborted) return;
      setFailure(error);
      usable.refresh();
      onChanged();
    } finally {
      setPending(undefined);
    }
  });
  const chosen = pending ? pending.code : (order.coupon?.code ?? null);

  // The best coupon is proposed once, when the order is first shown without one: not after the
  // payer chose to pay without a coupon, and not under a payment already started (it would close it).
  const proposed = useRef(false);
  const best = usable.data?.[0];
  const untouched = !order.coupon && !order.couponDeclined && order.payment?.status !== 'pending';
  useEffect(() => {
    if (proposed.current || !usable.data) return;
    proposed.current = true;
    if (best && untouched) void run(best.code);
  }, [usable.data, best, untouched, run]);

  return { usable, chosen, choose: run, choosing: running, failure };
}
