import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { DateTimeText } from '@/components/date-time-text';
import { paths } from '@/config/paths';
import type { MemberCoupon } from '@/contract/coupon/types';

import styles from './my-coupons.module.css';

const orderLink = (orderNo: string) => (
  <Link key="order" to={paths.business.payment.href({ orderNo })}>
    {orderNo}
  </Link>
);

/**
 * Where a coupon went: reserved for an unpaid order (the way to it), used on an order or redeemed
 * by its issuer at the counter, and when; expired while reserved for an order, and which. Nothing
 * for unused coupons and those that expired unused.
 */
export function CouponUseLine({ coupon }: { coupon: MemberCoupon }) {
  if (coupon.status === 'expired' && coupon.lapsedOrderNo) {
    return (
      <p className={styles.use}>
        <FormattedMessage
          id="coupon.mine.lapsedOn"
          values={{ order: orderLink(coupon.lapsedOrderNo) }}
        />
      </p>
    );
  }
  if (coupon.status === 'reserved' && coupon.orderNo) {
    return (
      <p className={styles.use}>
        <FormattedMessage
          id="coupon.mine.reservedFor"
          values={{ order: orderLink(coupon.orderNo) }}
        />
      </p>
    );
  }
  if (coupon.status !== 'used') return null;
  const when = coupon.usedAt ? <DateTimeText key="when" value={coupon.usedAt} /> : '–';
  return (
    <p className={styles.use}>
      {coupon.orderNo && !coupon.redeemedByIssuer ? (
        <FormattedMessage
          id="coupon.mine.usedOn"
          values={{ order: orderLink(coupon.orderNo), when }}
        />
      ) : (
        <FormattedMessage id="coupon.mine.redeemed" values={{ when }} />
      )}
    </p>
  );
}
