import { Button } from 'antd';
import { FormattedMessage } from 'react-intl';

import type { CouponOffer } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';

import { CouponTicket } from './coupon-ticket';
import { OfferStock } from './offer-stock';
import styles from './offers.module.css';

interface CollectCardProps {
  offer: CouponOffer;
  /** The reader's own company issues it: the server refuses the claim, so none is offered. */
  own: boolean;
  /** This coupon's claim is on its way. */
  claiming: boolean;
  onClaim: (offer: CouponOffer) => void;
}

/**
 * A free coupon in the collection centre: the ticket, the stock and what the reader holds of it,
 * and Claim while the per-user limit and the stock allow and the coupon is not the reader's own
 * company's (otherwise the reason, the button off).
 */
export function CollectCard({ offer, own, claiming, onClaim }: CollectCardProps) {
  const text = useText();
  const atLimit = offer.taken >= offer.perUserLimit;
  const soldOut = offer.remaining <= 0;
  const blocked = own || atLimit || soldOut;
  const reason = own
    ? 'coupon.claim.own'
    : atLimit
      ? 'coupon.claim.atLimit'
      : 'coupon.claim.soldOut';

  return (
    <CouponTicket
      coupon={offer}
      footer={
        <>
          <OfferStock offer={offer} />
          <div className={styles.action}>
            {blocked && (
              <span className={styles.reason}>
                <FormattedMessage id={`${reason}.hint`} values={{ limit: offer.perUserLimit }} />
              </span>
            )}
            <Button
              type="primary"
              disabled={blocked}
              loading={claiming}
              aria-label={text(blocked ? reason : 'coupon.claim.named', { name: offer.name })}
              onClick={() => onClaim(offer)}
            >
              <FormattedMessage id={blocked ? `${reason}.button` : 'coupon.claim.button'} />
            </Button>
          </div>
        </>
      }
    >
      {offer.description && <p className={styles.description}>{offer.description}</p>}
    </CouponTicket>
  );
}
