import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { CouponOffer } from '@/contract/coupon/types';
import { useCreationKey } from '@/hooks/use-creation-key';
import { useMutation } from '@/hooks/use-mutation';
import { useText } from '@/lib/i18n/use-text';
import { BizCode, isAuthFailure, isBizError } from '@/lib/request';
import { useDescribeError } from '@/lib/request/use-describe-error';

import { buyCoupons, claimCoupon } from '../api';

import type { OfferKind } from './use-offers';

/** A claim or purchase that failed: which coupon, and why in the server's (or a generic) words. */
export interface TakeFailure {
  templateId: string;
  name: string;
  message: string;
}

/**
 * Takes an offer, one call at a time: claims a free coupon, or buys a pack of coupons for sale.
 *
 * A claim is announced, and `reload` runs after it whatever its outcome: stock and "you hold" move
 * with every claim, and a failed one (4009: ran out or paused meanwhile) means the offer changed.
 * A purchase opens the order it creates on the payment page; it keeps its request id until it
 * succeeds (a retry after a time-out gets the same order), and only a conflict (sold out, paused,
 * over the limit meanwhile) reloads the list. A failure is kept for the page to show.
 */
export function useTakeOffer(kind: OfferKind, reload: () => void) {
  const { message } = App.useApp();
  const text = useText();
  const navigate = useNavigate();
  const describe = useDescribeError();
  const [taking, setTaking] = useState<string>();
  const [failure, setFailure] = useState<TakeFailure>();
  const purchase = useCreationKey();

  const { run, signal } = useMutation(async (offer: CouponOffer, quantity?: number) => {
    setTaking(offer.id);
    setFailure(undefined);
    let changed: boolean;
    try {
      if (kind === 'free') {
        await claimCoupon(offer.id, { skipErrorToast: true });
        // The member left: the late result changes nothing on the page (see `useMutation`).
        if (signal.aborted) return;
        void message.success(text('coupon.claim.done', { name: offer.name }));
        changed = true;
      } else {
        const count = quantity ?? 1;
        const order = await buyCoupons(
          { templateId: offer.id, quantity: count, requestId: purchase.current([offer.id, count]) },
          { skipErrorToast: true },
        );
        purchase.done();
        // The member left meanwhile: the order waits in their orders, no pull back to pay it.
        if (signal.aborted) return;
        void navigate(paths.business.payment.href({ orderNo: order.orderNo }));
        changed = false;
      }
    } catch (error) {
      // 4098: the request module is sending the member to login; or the member left.
      if (isAuthFailure(error) || signal.aborted) return;
      setFailure({ templateId: offer.id, name: offer.name, message: describe(error) });
      changed = kind === 'free' || isBizError(error, BizCode.conflict);
    } finally {
      setTaking(undefined);
    }
    if (changed) reload();
  });

  return { take: run, taking, failure, dismiss: () => setFailure(undefined) };
}
