import { FormattedMessage } from 'react-intl';

import { LoadingSkeleton } from '@/components/loading-skeleton';

import { useCouponCheck } from '../../hooks/use-coupon-check';
import { useRedeemCoupon } from '../../hooks/use-redeem-coupon';
import { CouponCheckCard } from './coupon-check-card';
import { RedeemCheckFailure } from './redeem-check-failure';
import { RedeemFailureNotice } from './redeem-failure-notice';
import styles from './redeem.module.css';

/**
 * One look-up of `code` (mount it again for another): the coupon with its status, or why it cannot
 * be shown; redeeming it updates it in place, and a refused redeem looks it up again so that it
 * shows how it stands now.
 */
export function RedeemResult({
  code,
  onRedeemed,
}: {
  code: string;
  /** A redeem went through (the page's records show it). */
  onRedeemed?: () => void;
}) {
  const check = useCouponCheck(code);
  const redeem = useRedeemCoupon({
    onRedeemed: (coupon) => {
      check.mutate(coupon);
      onRedeemed?.();
    },
    onRefused: check.refresh,
  });
  const coupon = check.data;

  if (!coupon && check.loading) {
    return (
      <div className={styles.result} aria-busy="true">
        <p className={styles.hint}>
          <FormattedMessage id="couponIssuer.redeem.loading" />
        </p>
        <LoadingSkeleton rows={4} labelId={false} />
      </div>
    );
  }
  const failure = redeem.failure;
  return (
    <div className={styles.result}>
      {check.error && !check.loading && (
        <RedeemCheckFailure code={code} error={check.error} onRetry={check.refresh} />
      )}
      {coupon && (
        <CouponCheckCard
          coupon={coupon}
          redeeming={redeem.running}
          onRedeem={redeem.redeem}
          notice={
            failure && (
              <RedeemFailureNotice
                failure={failure}
                onRetry={() => redeem.retry(failure.coupon)}
                onClose={redeem.dismiss}
              />
            )
          }
        />
      )}
    </div>
  );
}
