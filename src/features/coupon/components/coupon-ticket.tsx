import { useIntl } from 'react-intl';

import type { PartyRef } from '@/contract/common/trade';
import type { CouponTerms, ValidityKind } from '@/contract/coupon/types';
import { isolatedIn } from '@/lib/i18n/direction';
import { useText } from '@/lib/i18n/use-text';

import { useCouponWords } from '../hooks/use-coupon-words';
import styles from './coupon-ticket.module.css';

import type { ReactNode, Ref } from 'react';

/** What a ticket shows: a template on offer (validity a rule) or a coupon held (valid until a day). */
export interface TicketCoupon extends CouponTerms {
  name: string;
  issuer: PartyRef;
  validityKind?: ValidityKind;
  validFrom?: string;
  /** 'YYYY-MM-DD' of a range rule, or the ISO instant a held coupon ends. */
  validTo?: string;
  validDays?: number;
}

interface CouponTicketProps {
  coupon: TicketCoupon;
  /** In the corner: the coupon's status, "free"… */
  tag?: ReactNode;
  /** Greyed: a coupon that can no longer be used. */
  muted?: boolean;
  /**
   * The whole condition in words ("CNY 200.00 off on orders from … paid to …, until …"): shown
   * instead of the separate issuer and validity lines.
   */
  words?: string;
  /** The heading level of the coupon's name in the page (2 in a list under the page title). */
  level?: 2 | 3 | 4;
  /** Lines under the conditions (stock, code, order). */
  children?: ReactNode;
  /** Along the bottom: claim, buy, choose. */
  footer?: ReactNode;
  /** Makes the ticket able to take the focus (from script): where it goes when its action goes off. */
  focusRef?: Ref<HTMLDivElement>;
}

/**
 * A coupon drawn as a ticket: its value large on the stub (what it takes off, the threshold), and
 * its name, issuer and validity (or the whole condition in words) beside it; a named group, so
 * each card can be found by its name.
 */
export function CouponTicket(props: CouponTicketProps) {
  const { coupon, tag, muted, words: sentence, level = 2, children, footer, focusRef } = props;
  const intl = useIntl();
  const text = useText();
  const words = useCouponWords();
  const Heading = `h${level}` as const;
  const cash = coupon.kind === 'cash';
  const figure = cash
    ? intl.formatNumber(Number(coupon.faceValue ?? '0'), { maximumFractionDigits: 2 })
    : `${coupon.percent ?? 0}%`;
  const minimum =
    Number(coupon.threshold) > 0
      ? text('coupon.ticket.threshold', { amount: words.money(coupon.threshold, coupon) })
      : text('coupon.ticket.noThreshold');
  const validity = coupon.validityKind
    ? words.validity({ ...coupon, validityKind: coupon.validityKind })
    : coupon.validTo
      ? text('coupon.until', { date: words.day(coupon.validTo) })
      : undefined;

  return (
    <div
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      role="group"
      aria-label={isolatedIn(intl.locale, coupon.name)}
      className={[styles.ticket, muted && styles.muted].filter(Boolean).join(' ')}
    >
      <div className={styles.main}>
        <div className={styles.stub}>
          {/* The stub draws the value; screen readers get it in words just after. */}
          <div aria-hidden className={styles.stubFigure}>
            {cash && <span className={styles.currency}>{coupon.currency}</span>}
            <span className={styles.figure}>{figure}</span>
            <span className={styles.off}>{text('coupon.ticket.off')}</span>
          </div>
          <span aria-hidden className={styles.minimum}>
            {minimum}
          </span>
          {!cash && coupon.cap && (
            <span aria-hidden className={styles.minimum}>
              {text('coupon.ticket.cap', { cap: words.money(coupon.cap, coupon) })}
            </span>
          )}
          <span className="visually-hidden">
            {text('coupon.ticket.spoken', { value: words.value(coupon), minimum })}
          </span>
        </div>
        <div className={styles.body}>
          <div className={styles.head}>
            <Heading className={styles.name} dir="auto">
              {coupon.name}
            </Heading>
            {tag}
          </div>
          {sentence ? (
            <p className={styles.words}>{sentence}</p>
          ) : (
            <>
              <p className={styles.line}>
                {text('coupon.ticket.issuer', { issuer: words.party(coupon.issuer) })}
              </p>
              {validity && <p className={`${styles.line} ${styles.validity}`}>{validity}</p>}
            </>
          )}
          {children}
        </div>
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
