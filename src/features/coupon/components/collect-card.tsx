import { Button } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

import type { CouponOffer } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';
import { focusWasLost } from '@/utils/focus';

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
  // Claiming the last coupon allowed switches Claim off under the member's focus: the focus stays
  // on the ticket, which now says why, instead of dropping to the page. (A control switched off
  // loses the focus with no blur handler called: `focused` still says it had it.)
  const ticket = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  // In the update that switches Claim off, before the browser drops the focus (see focusWasLost).
  useLayoutEffect(() => {
    if (blocked && focused.current && focusWasLost()) ticket.current?.focus();
  }, [blocked]);
  const reason = own
    ? 'coupon.claim.own'
    : atLimit
      ? 'coupon.claim.atLimit'
      : 'coupon.claim.soldOut';

  return (
    <CouponTicket
      coupon={offer}
      focusRef={ticket}
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
              onFocus={() => {
                focused.current = true;
              }}
              onBlur={() => {
                focused.current = false;
              }}
            >
              <FormattedMessage id={blocked ? `${reason}.button` : 'coupon.claim.button'} />
            </Button>
          </div>
        </>
      }
    >
      {offer.description && (
        <p className={styles.description} dir="auto">
          {offer.description}
        </p>
      )}
    </CouponTicket>
  );
}
