import { App } from 'antd';
import { useState } from 'react';

import type { CouponOffer } from '@/contract/coupon/types';
import { useMutation } from '@/hooks/use-mutation';
import { useText } from '@/lib/i18n/use-text';
import { isAuthFailure } from '@/lib/request';
import { useDescribeError } from '@/lib/request/use-describe-error';

import { claimCoupon } from '../api';

/** A claim that failed: which coupon, and why in the server's (or a generic) words. */
export interface ClaimFailure {
  templateId: string;
  name: string;
  message: string;
}

/**
 * Claims free coupons, one call at a time. A success is announced and `onChanged` reloads the list
 * (stock and "you hold" move with every claim); a failure is kept for the page to show (a template
 * that ran out or was paused meanwhile answers 4009) and the list reloads as well, since the offer
 * may have changed.
 */
export function useClaimCoupon(onChanged: () => void) {
  const { message } = App.useApp();
  const text = useText();
  const describe = useDescribeError();
  const [claiming, setClaiming] = useState<string>();
  const [failure, setFailure] = useState<ClaimFailure>();

  const { run, signal } = useMutation(async (offer: CouponOffer) => {
    setClaiming(offer.id);
    setFailure(undefined);
    try {
      await claimCoupon(offer.id, { skipErrorToast: true });
      // The member left: the late result changes nothing on the page (see `useMutation`).
      if (signal.aborted) return;
      void message.success(text('coupon.claim.done', { name: offer.name }));
    } catch (error) {
      // 4098: the request module is sending the member to login; or the member left.
      if (isAuthFailure(error) || signal.aborted) return;
      setFailure({ templateId: offer.id, name: offer.name, message: describe(error) });
    } finally {
      setClaiming(undefined);
    }
    onChanged();
  });

  return { claim: run, claiming, failure, dismiss: () => setFailure(undefined) };
}
