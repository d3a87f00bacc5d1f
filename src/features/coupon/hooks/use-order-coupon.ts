import { useRef, useState } from 'react';

import type { Order } from '@/contract/order/types';
import { useMutation } from '@/hooks/use-mutation';
import { useRequest } from '@/hooks/use-request';

import { applyCoupon, getUsableCoupons } from '../api';

/**
 * The coupon step of an unpaid order: the payer's usable coupons (best first) and choosing one.
 * Choosing reserves it for this order and releases the one before; `null` pays without a coupon.
 * `onChanged` gets the order as the server now has it, or nothing when it should be read again.
 */
export function useOrderCoupon(order: Order, onChanged: (order?: Order) => void) {
  const { orderNo } = order;
  // The best coupon is proposed once, when the order is first shown without one: not after the
  // payer chose to pay without a coupon, and not under a payment already started (it would close it).
  // It is proposed as the coupons arrive, in the same update, so the step never looks settled (and
  // Pay never takes a click) between the coupons and the proposal.
  const proposed = useRef(false);
  const usable = useRequest(() => getUsableCoupons(orderNo, { skipErrorToast: true }), {
    refreshDeps: [orderNo],
    onError: () => undefined,
    onSuccess: (coupons) => {
      if (proposed.current) return;
      proposed.current = true;
      const [best] = coupons;
      const untouched =
        !order.coupon && !order.couponDeclined && order.payment?.status !== 'pending';
      if (best && untouched) void run(best.code);
    },
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

  return { usable, chosen, choose: run, choosing: running, failure };
}
