import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { BUSINESS_TIME_ZONE } from '@/config/constants';
import type { PartyRef } from '@/contract/common/trade';
import type { CouponTerms, CouponValidity } from '@/contract/coupon/types';
import { formatMoney } from '@/lib/i18n/format-money';
import { useText } from '@/lib/i18n/use-text';
import { partyName } from '@/utils/party-name';

/** A coupon whose end is known (one a member holds). */
interface HeldCoupon extends CouponTerms {
  issuer: PartyRef;
  validTo: string;
}

/** A template on offer: its validity is a rule, not yet a date. */
interface OfferedCoupon extends CouponTerms, CouponValidity {
  issuer: PartyRef;
}

/**
 * Coupons in words, in the reader's language: "CNY 200.00 off on orders from CNY 2,000.00 paid to
 * Shanghai Yuanhang, until 31 Dec 2026". Dates are China's calendar days.
 */
export function useCouponWords() {
  const intl = useIntl();
  const text = useText();

  const money = useCallback(
    (value: string, terms: CouponTerms) => formatMoney(intl, value, terms.currency),
    [intl],
  );
  const day = useCallback(
    (value: string) =>
      intl.formatDate(value.length === 10 ? `${value}T00:00:00+08:00` : value, {
        dateStyle: 'medium',
        timeZone: BUSINESS_TIME_ZONE,
      }),
    [intl],
  );
  const party = useCallback((ref: PartyRef) => partyName(ref, intl.locale), [intl.locale]);

  /** "CNY 200.00 off" / "15% off, up to CNY 300.00". */
  const value = useCallback(
    (terms: CouponTerms) => {
      if (terms.kind === 'cash')
        return text('coupon.value.cash', { amount: money(terms.faceValue ?? '0', terms) });
      return terms.cap
        ? text('coupon.value.discountCapped', {
            percent: terms.percent ?? 0,
            cap: money(terms.cap, terms),
          })
        : text('coupon.value.discount', { percent: terms.percent ?? 0 });
    },
    [money, text],
  );

  /** "on any order" / "on orders from CNY 2,000.00". */
  const threshold = useCallback(
    (terms: CouponTerms) =>
      Number(terms.threshold) > 0
        ? text('coupon.threshold.from', { amount: money(terms.threshold, terms) })
        : text('coupon.threshold.any'),
    [money, text],
  );

  /** "valid 1 Dec 2026 – 31 Dec 2026" / "valid 30 days after claiming". */
  const validity = useCallback(
    (rule: CouponValidity) =>
      rule.validityKind === 'days'
        ? text('coupon.days', { days: rule.validDays ?? 0 })
        : text('coupon.range', { from: day(rule.validFrom ?? ''), to: day(rule.validTo ?? '') }),
    [day, text],
  );

  const sentence = useCallback(
    (terms: CouponTerms, issuer: PartyRef, when: string) =>
      text('coupon.conditions', {
        value: value(terms),
        threshold: threshold(terms),
        scope: text('coupon.scope', { issuer: party(issuer) }),
        validity: when,
      }),
    [party, text, threshold, value],
  );

  /** The whole condition of a coupon a member holds. */
  const held = useCallback(
    (coupon: HeldCoupon) =>
      sentence(coupon, coupon.issuer, text('coupon.until', { date: day(coupon.validTo) })),
    [day, sentence, text],
  );

  /** The whole condition of a template on offer. */
  const offered = useCallback(
    (offer: OfferedCoupon) => sentence(offer, offer.issuer, validity(offer)),
    [sentence, validity],
  );

  return { value, threshold, validity, held, offered, money, day, party };
}
