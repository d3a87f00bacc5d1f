import { FormattedMessage } from 'react-intl';

import type { CouponOffer } from '@/contract/coupon/types';

import styles from './offers.module.css';

/** How many are left, and how many of the per-user limit the reader already holds. */
export function OfferStock({ offer }: { offer: CouponOffer }) {
  return (
    <p className={styles.stock}>
      <span>
        <FormattedMessage id="coupon.offer.remaining" values={{ count: offer.remaining }} />
      </span>
      <span>
        <FormattedMessage
          id="coupon.offer.taken"
          values={{ taken: offer.taken, limit: offer.perUserLimit }}
        />
      </span>
    </p>
  );
}
