import { Button, InputNumber } from 'antd';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { MoneyText } from '@/components/money-text';
import { fromCents, toCents } from '@/contract/common/money';
import type { CouponOffer } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';

import { maxToBuy, quantityProblem } from '../utils/buy-quantity';
import styles from './offers.module.css';

interface BuyFormProps {
  offer: CouponOffer;
  /** The reader's own company sells it: the server refuses the purchase, so none is offered. */
  own: boolean;
  /** This coupon's purchase is on its way. */
  buying: boolean;
  onBuy: (offer: CouponOffer, quantity: number) => void;
}

/**
 * How many to buy (1 up to what the per-user limit and the stock leave), the total at the price per
 * coupon, and Buy. A quantity out of bounds is said next to the field and kept as typed.
 */
export function BuyForm({ offer, own, buying, onBuy }: BuyFormProps) {
  const text = useText();
  const id = useId();
  const [quantity, setQuantity] = useState<number | null>(1);
  const max = maxToBuy(offer);
  const problem = quantityProblem(quantity, max);

  if (own || max === 0) {
    const reason = own ? 'own' : offer.taken >= offer.perUserLimit ? 'atLimit' : 'soldOut';
    return (
      <div className={styles.action}>
        <span className={styles.reason}>
          <FormattedMessage id={`coupon.buy.${reason}`} values={{ limit: offer.perUserLimit }} />
        </span>
        <Button type="primary" disabled aria-label={text('coupon.buy.named', { name: offer.name })}>
          <FormattedMessage id="coupon.buy.button" />
        </Button>
      </div>
    );
  }

  const total =
    !problem && quantity ? fromCents((toCents(offer.price) ?? 0) * quantity) : undefined;
  return (
    <div className={styles.buy}>
      <div className={styles.buyRow}>
        <label htmlFor={id} className={styles.buyLabel}>
          <FormattedMessage id="coupon.buy.quantity" />
        </label>
        <InputNumber
          controls={false}
          id={id}
          className={styles.quantity}
          inputMode="numeric"
          value={quantity}
          status={problem ? 'error' : undefined}
          aria-invalid={Boolean(problem)}
          aria-describedby={`${id}-message`}
          aria-label={text('coupon.buy.quantityOf', { name: offer.name })}
          onChange={(value) => setQuantity(typeof value === 'number' ? value : null)}
          onPressEnter={() => quantity && !problem && onBuy(offer, quantity)}
        />
        <span
          id={`${id}-message`}
          className={problem ? styles.error : styles.hint}
          aria-live="polite"
        >
          <FormattedMessage
            id={problem ? 'coupon.buy.outOfRange' : 'coupon.buy.range'}
            values={{ max }}
          />
        </span>
      </div>
      <div className={styles.buyRow}>
        <span className={styles.total} aria-live="polite">
          {total !== undefined && (
            <FormattedMessage
              id="coupon.buy.total"
              values={{ total: <MoneyText value={total} currency={offer.currency} /> }}
            />
          )}
        </span>
        <Button
          type="primary"
          loading={buying}
          disabled={Boolean(problem)}
          aria-label={text('coupon.buy.named', { name: offer.name })}
          onClick={() => quantity && onBuy(offer, quantity)}
        >
          <FormattedMessage id="coupon.buy.button" />
        </Button>
      </div>
    </div>
  );
}
