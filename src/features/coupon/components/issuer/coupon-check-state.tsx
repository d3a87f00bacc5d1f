import { Alert } from 'antd';
import { FormattedMessage } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import type { CouponCheck } from '@/contract/coupon/types';

import styles from './redeem.module.css';

/**
 * Why a coupon cannot be redeemed (any longer): reserved for an unpaid order (its number), used on
 * an order or redeemed at the counter (when, and by whom), expired (when). Nothing for an unused one.
 */
export function CouponCheckState({ coupon }: { coupon: CouponCheck }) {
  const orderNo = coupon.orderNo ? (
    <code key="order" className={styles.orderNo}>
      {coupon.orderNo}
    </code>
  ) : (
    '–'
  );
  const when = (value: string | undefined) =>
    value ? <DateTimeText key="when" value={value} /> : '–';

  if (coupon.status === 'reserved') {
    return (
      <Alert
        type="warning"
        showIcon
        role="status"
        title={<FormattedMessage id="couponIssuer.redeem.reserved.title" />}
        description={
          <FormattedMessage id="couponIssuer.redeem.reserved.text" values={{ orderNo }} />
        }
      />
    );
  }
  if (coupon.status === 'expired') {
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        title={<FormattedMessage id="couponIssuer.redeem.expired.title" />}
        description={
          <FormattedMessage
            id="couponIssuer.redeem.expired.text"
            values={{ when: when(coupon.validTo) }}
          />
        }
      />
    );
  }
  if (coupon.status !== 'used') return null;
  const atCounter = coupon.redeemedByIssuer || !coupon.orderNo;
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      title={<FormattedMessage id="couponIssuer.redeem.used.title" />}
      description={
        atCounter ? (
          <FormattedMessage
            id={
              coupon.redeemedBy ? 'couponIssuer.redeem.redeemedBy' : 'couponIssuer.redeem.redeemed'
            }
            values={{ when: when(coupon.usedAt), who: coupon.redeemedBy ?? '' }}
          />
        ) : (
          <FormattedMessage
            id="couponIssuer.redeem.usedOnOrder"
            values={{ when: when(coupon.usedAt), orderNo }}
          />
        )
      }
    />
  );
}
