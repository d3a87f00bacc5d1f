import { useState } from 'react';

import { PageContainer } from '@/components/page-container';
import { VerifyCodeForm } from '@/features/coupon/components/issuer/verify-code-form';
import { VerifyResult } from '@/features/coupon/components/issuer/verify-result';
import { useVerifyCodeParam } from '@/features/coupon/hooks/use-verify-code-param';

import styles from './coupon-verification.module.css';

/**
 * /coupon/couponVerification (types 2 and 3): the issuer enters, pastes or scans a member's code
 * (a member's QR code opens this page with `?code=`), sees the coupon, its owner's enterprise, its
 * conditions and status, and redeems it once after confirming.
 */
export default function CouponVerificationPage() {
  const { raw, code, show } = useVerifyCodeParam();
  // Looking the shown code up again (the member paid or cancelled meanwhile) is a fresh look-up.
  const [round, setRound] = useState(0);

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
        <VerifyCodeForm initial={raw} onLookUp={lookUp} />
        <div aria-live="polite">
          {code && <VerifyResult key={`${code}-${round}`} code={code} />}
        </div>
      </div>
    </PageContainer>
  );
}
