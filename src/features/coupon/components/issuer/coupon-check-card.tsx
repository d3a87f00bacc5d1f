import { Button, Card, Descriptions } from 'antd';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

import { groupCouponCode } from '@/contract/coupon/code';
import type { CouponCheck } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';

import { useCouponWords } from '../../hooks/use-coupon-words';
import { CouponStatusTag } from '../coupon-status-tag';
import { CouponCheckState } from './coupon-check-state';
import styles from './redeem.module.css';

import type { ReactNode } from 'react';

interface CouponCheckCardProps {
  coupon: CouponCheck;
  redeeming: boolean;
  onRedeem: (coupon: CouponCheck) => void;
  /** A failed redeem, shown above the button. */
  notice?: ReactNode;
}

/**
 * A looked-up coupon as its issuer sees it at the counter: name, status and code; the owner's
 * enterprise (never more of the owner); what it takes off and from what amount; its validity (China
 * days); why it cannot be redeemed, or the Redeem button when it is unused.
 */
export function CouponCheckCard({ coupon, redeeming, onRedeem, notice }: CouponCheckCardProps) {
  const text = useText();
  const words = useCouponWords();
  const headingId = useId();

  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className={styles.card}
      title={
        <h2 id={headingId} className={styles.name} dir="auto">
          {coupon.name}
        </h2>
      }
      extra={<CouponStatusTag status={coupon.status} />}
    >
      <div className={styles.body}>
        <p className={styles.codeLine}>
          <span className={styles.codeLabel}>
            <FormattedMessage id="couponIssuer.redeem.codeLabel" />
          </span>
          <code className={styles.code}>{groupCouponCode(coupon.code)}</code>
        </p>
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'owner',
              label: text('couponIssuer.redeem.owner'),
              children: words.party(coupon.owner),
            },
            {
              key: 'terms',
              label: text('couponIssuer.redeem.terms'),
              children: text('couponIssuer.redeem.termsText', {
                value: words.value(coupon),
                threshold: words.threshold(coupon),
              }),
            },
            {
              key: 'validity',
              label: text('couponIssuer.redeem.validity'),
              children: text('couponIssuer.redeem.validRange', {
                from: words.day(coupon.validFrom),
                to: words.day(coupon.validTo),
              }),
            },
          ]}
        />
        <CouponCheckState coupon={coupon} />
        {notice}
        {coupon.status === 'unused' && (
          <div className={styles.redeem}>
            <Button
              type="primary"
              size="large"
              loading={redeeming}
              onClick={() => onRedeem(coupon)}
            >
              <FormattedMessage id="couponIssuer.redeem.action" />
            </Button>
            <span className={styles.hint}>
              <FormattedMessage id="couponIssuer.redeem.actionHint" />
            </span>
          </div>
        )}
      </div>
    </Card>
  );
}
