import { useState } from 'react';

import type { Order } from '@/contract/order/types';
import { useMutation } from '@/hooks/use-mutation';
import { useRequest } from '@/hooks/use-request';

import { applyCoupon, getUsableCoupons } from '../api';

/**
 * The coupon step of an unpaid order: the payer's usable coupons (best first) and choosing one.
 * Choosing reserves it for this order and releases the one before; `null` pays without a coupon.
 * `order` is the order as shown, or nothing while it takes no coupon (the coupons are not asked
 * for). `onChanged` gets the order as the server now has it, or nothing when it should be read
 * again.
 *
 * `settling`: the order takes a coupon and its payable may be about to change (the coupons are not
 * known yet, the best one is not yet proposed, or a choice is on its way), so Pay waits. It is
 * worked out in the same render as what it depends on: Pay and the coupon step never disagree for
 * a commit.
 */
export function useOrderCoupon(
  orderNo: string,
  order: Order | undefined,
  onChanged: (order?: Order) => void,
) {
  // The best coupon is proposed once, on the first answer, when the order is shown without one:
  // not after the payer chose to pay without a coupon, and not under a payment already started (it
  // would close it). Until that answer is decided on, the step is settling, whichever of the
  // answer's render (a transition) and the proposal's (urgent) React commits first.
  const [decided, setDecided] = useState(false);
  const usable = useRequest(() => getUsableCoupons(orderNo, { skipErrorToast: true }), {
    ready: order !== undefined,
    refreshDeps: [orderNo],
    onError: () => undefined,
    onSuccess: (coupons) => {
      if (decided || !order) return;
      setDecided(true);
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
  const chosen = pending ? pending.code : (order?.coupon?.code ?? null);
  // A failed load leaves paying without a coupon open; an order that takes no coupon never waits.
  const settling = order !== undefined && (running || (!decided && !usable.error));

  return { usable, chosen, choose: run, choosing: running, failure, settling };
}

/** What the coupon step of an order holds and does (`useOrderCoupon`). */
export type OrderCoupon = ReturnType<typeof useOrderCoupon>;
