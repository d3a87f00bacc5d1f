import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { CouponOffer } from '@/contract/coupon/types';
import { useCreationKey } from '@/hooks/use-creation-key';
import { useMutation } from '@/hooks/use-mutation';
import { BizCode, isAuthFailure, isBizError } from '@/lib/request';
import { useDescribeError } from '@/lib/request/use-describe-error';

import { buyCoupons } from '../api';

/** A purchase that failed: which coupon, and why. */
export interface BuyFailure {
  templateId: string;
  name: string;
  message: string;
}

/**
 * Buys a pack of coupons, one call at a time, and opens the order it creates on the payment page.
 * A purchase keeps its request id until it succeeds (a retry after a time-out gets the same order). A
 * conflict (sold out, paused, over the limit meanwhile) reloads the list through `onConflict`.
 */
export function useBuyCoupons(onConflict: () => void) {
  const navigate = useNavigate();
  const describe = useDescribeError();
  const [buying, setBuying] = useState<string>();
  const [failure, setFailure] = useState<BuyFailure>();
  const purchase = useCreationKey();

  const { run, signal } = useMutation(async (offer: CouponOffer, quantity: number) => {
    setBuying(offer.id);
    setFailure(undefined);
    try {
      const order = await buyCoupons(
        { templateId: offer.id, quantity, requestId: purchase.current([offer.id, quantity]) },
        { skipErrorToast: true },
      );
      purchase.done();
      // The member left meanwhile: the order waits in their orders, no pull back to pay it.
      if (signal.aborted) return;
      void navigate(paths.business.payment.href({ orderNo: order.orderNo }));
    } catch (error) {
      // 4098: the request module is sending the member to login; or the member left.
      if (isAuthFailure(error) || signal.aborted) return;
      setFailure({ templateId: offer.id, name: offer.name, message: describe(error) });
      if (isBizError(error, BizCode.conflict)) onConflict();
    } finally {
      setBuying(undefined);
    }
  });

  return { buy: run, buying, failure, dismiss: () => setFailure(undefined) };
}
