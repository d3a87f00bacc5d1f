import { FormattedMessage } from 'react-intl';

import { MoneyText } from '@/components/money-text';
import type { CouponOffer } from '@/contract/coupon/types';

import { BuyForm } from './buy-form';
import { CouponTicket } from './coupon-ticket';
import { OfferStock } from './offer-stock';
import styles from './offers.module.css';

interface MarketCardProps {
  offer: CouponOffer;
  /** The reader's own company sells it (see BuyForm). */
  own: boolean;
  buying: boolean;
  onBuy: (offer: CouponOffer, quantity: number) => void;
}

/** A coupon for sale: the ticket, its price per coupon, stock and what the reader holds, and buying. */
export function MarketCard({ offer, own, buying, onBuy }: MarketCardProps) {
  return (
    <CouponTicket
      coupon={offer}
      footer={<BuyForm offer={offer} own={own} buying={buying} onBuy={onBuy} />}
    >
      <p className={styles.price}>
        <FormattedMessage
          id="coupon.offer.price"
          values={{
            price: (
              <strong key="price">
                <MoneyText value={offer.price} currency={offer.currency} />
              </strong>
            ),
          }}
        />
      </p>
      <OfferStock offer={offer} />
      {offer.description && (
        <p className={styles.description} dir="auto">
          {offer.description}
        </p>
      )}
    </CouponTicket>
  );
}
