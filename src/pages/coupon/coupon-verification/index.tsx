import { useState } from 'react';

import { PageContainer } from '@/components/page-container';
import { RedeemCodeForm } from '@/features/coupon/components/issuer/redeem-code-form';
import { RedeemResult } from '@/features/coupon/components/issuer/redeem-result';
import { RedemptionRecords } from '@/features/coupon/components/issuer/redemption-records';
import { useRedeemCodeParam } from '@/features/coupon/hooks/use-redeem-code-param';

import styles from './coupon-verification.module.css';

/**
 * /coupon/couponVerification (types 2 and 3): the issuer enters, pastes or scans a member's code
 * (a member's QR code opens this page with `?code=`), sees the coupon, its owner's enterprise, its
 * conditions and status, and redeems it once after confirming. Under it, the issuer's redemption
 * records (on orders and at the counter), filtered and paged in the same address, and exported.
 */
export default function CouponVerificationPage() {
  const { raw, code, show } = useRedeemCodeParam();
  // Looking the shown code up again (the member paid or cancelled meanwhile) is a fresh look-up.
  const [round, setRound] = useState(0);
  // Each redeem here adds a record: the records below load again.
  const [redeemed, setRedeemed] = useState(0);

  const lookUp = (next: string) => {
    if (next === code) setRound((value) => value + 1);
    else show(next);
  };

  return (
    <PageContainer
      titleId="menu.coupon.couponVerification"
      descriptionId="pages.coupon.couponVerification.description"
    >
      <div className={styles.page}>
        <RedeemCodeForm initial={raw} onLookUp={lookUp} />
        <div aria-live="polite">
          {code && (
            <RedeemResult
              key={`${code}-${round}`}
              code={code}
              onRedeemed={() => setRedeemed((value) => value + 1)}
            />
          )}
        </div>
        <RedemptionRecords version={redeemed} />
      </div>
    </PageContainer>
  );
}
