import { App } from 'antd';
import { useState } from 'react';

import { groupCouponCode } from '@/contract/coupon/code';
import type { CouponCheck } from '@/contract/coupon/types';
import { useMutation } from '@/hooks/use-mutation';
import { useText } from '@/lib/i18n/use-text';
import { BizCode, isAuthFailure, isBizError, isTransportError } from '@/lib/request';
import { useDescribeError } from '@/lib/request/use-describe-error';

import { redeemCoupon } from '../api';
import { useCouponWords } from './use-coupon-words';

/** A redeem that failed, and why in the server's words (used when and by whom, reserved …). */
export interface RedeemFailure {
  coupon: CouponCheck;
  message: string;
  /** The server was not reached or failed: the same redeem may work again. */
  retryable: boolean;
}

interface RedeemHandlers {
  /** The coupon as the server now has it (used, redeemed by this member, now). */
  onRedeemed: (coupon: CouponCheck) => void;
  /** The server refused (the coupon changed since it was looked up): look it up again. */
  onRefused: () => void;
}

/**
 * Redeems a coupon at the counter after the issuer confirms: it cannot be undone. One call at a
 * time; a success is announced and handed back; a failure is kept for the page to show, with a
 * retry of the same redeem when the server was not reached (a redeem that did go through answers
 * 4009 then, saying when and by whom).
 */
export function useRedeemCoupon({ onRedeemed, onRefused }: RedeemHandlers) {
  const { message, modal } = App.useApp();
  const text = useText();
  const words = useCouponWords();
  const describe = useDescribeError();
  const [failure, setFailure] = useState<RedeemFailure>();

  const { run, running, signal } = useMutation(async (coupon: CouponCheck) => {
    setFailure(undefined);
    try {
      const redeemed = await redeemCoupon(coupon.code, { skipErrorToast: true });
      // The member left: the late result changes nothing on the page (see `useMutation`).
      if (signal.aborted) return;
      void message.success(
        text('couponIssuer.redeem.done', { code: groupCouponCode(coupon.code) }),
      );
      onRedeemed(redeemed);
    } catch (error) {
      // 4098: the request module is sending the member to login; or the member left.
      if (isAuthFailure(error) || signal.aborted) return;
      const retryable = isTransportError(error) || isBizError(error, BizCode.server);
      setFailure({ coupon, message: describe(error), retryable });
      if (!retryable) onRefused();
    }
  });

  const confirm = (coupon: CouponCheck) => {
    void modal.confirm({
      title: text('couponIssuer.redeem.confirm.title'),
      content: text('couponIssuer.redeem.confirm.content', {
        name: coupon.name,
        value: words.value(coupon),
        owner: words.party(coupon.owner),
        code: groupCouponCode(coupon.code),
      }),
      okText: text('couponIssuer.redeem.confirm.ok'),
      cancelText: text('common.cancel'),
      onOk: () => run(coupon),
    });
  };

  return {
    redeem: confirm,
    retry: (coupon: CouponCheck) => void run(coupon),
    running,
    failure,
    dismiss: () => setFailure(undefined),
  };
}
