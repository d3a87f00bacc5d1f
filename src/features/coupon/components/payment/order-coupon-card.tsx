import { Alert, Radio, Tag } from 'antd';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { DateTimeText } from '@/components/date-time-text';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { MoneyText } from '@/components/money-text';
import { RetryAlert } from '@/components/retry-alert';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { groupCouponCode } from '@/contract/coupon/code';
import type { Order } from '@/contract/order/types';
import { useText } from '@/lib/i18n/use-text';
import { useDescribeError } from '@/lib/request/use-describe-error';
import { focusWasLost } from '@/utils/focus';

import { useCouponWords } from '../../hooks/use-coupon-words';
import styles from './order-coupon.module.css';

import type { OrderCoupon } from '../../hooks/use-order-coupon';

/** The radio value of "pay without a coupon". */
const NONE = '';

interface OrderCouponCardProps {
  /** An unpaid freight order, seen by its payer. */
  order: Order;
  /** The order's coupon step (`useOrderCoupon`), held by the page: Pay waits on it too. */
  coupon: OrderCoupon;
  /** A payment is being started: the choice waits. */
  disabled?: boolean;
}

/**
 * The coupon step of payment: the payer's coupons usable on this order with what each takes off,
 * best first and proposed once; choosing one reserves it for this order, "without a coupon"
 * releases it. Arrow keys move between the choices.
 */
export function OrderCouponCard(props: OrderCouponCardProps) {
  const { order, coupon, disabled } = props;
  const text = useText();
  const words = useCouponWords();
  const describe = useDescribeError();
  const { usable, chosen, choose, choosing, failure } = coupon;
  const coupons = usable.data ?? [];

  // The choices are off while one is saved, which would drop the focus of a member moving through
  // them with the arrow keys: in the update that switches them off the focus goes to the choices'
  // holder, and once they are on again it comes back to the choice made (see focusWasLost).
  const holder = useRef<HTMLDivElement>(null);
  const group = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  const off = disabled || choosing;
  // Whether the focus is among the choices (or their holder), heard on the holder itself.
  const holdChoices = useCallback((box: HTMLDivElement | null) => {
    holder.current = box;
    if (!box) return undefined;
    const enter = () => {
      focused.current = true;
    };
    const leave = (event: FocusEvent) => {
      // A choice switched off while it holds the focus may be blurred by the browser, towards no
      // element (current Chromium does): that is not the member leaving the choices.
      const target = event.target as HTMLInputElement | null;
      if (!event.relatedTarget && target?.disabled) return;
      focused.current = box.contains(event.relatedTarget as Node | null);
    };
    box.addEventListener('focusin', enter);
    box.addEventListener('focusout', leave);
    return () => {
      box.removeEventListener('focusin', enter);
      box.removeEventListener('focusout', leave);
    };
  }, []);
  useLayoutEffect(() => {
    if (!focused.current) return;
    if (off) {
      if (focusWasLost()) holder.current?.focus();
      return;
    }
    if (focusWasLost() || document.activeElement === holder.current) {
      group.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    }
  }, [off]);

  let body;
  if (usable.error && !usable.data) {
    body = (
      <RetryAlert
        size="small"
        title={text('coupon.pay.loadFailed')}
        error={usable.error}
        onRetry={usable.refresh}
      />
    );
  } else if (!usable.data) {
    body = <LoadingSkeleton title={false} rows={2} />;
  } else if (coupons.length === 0) {
    body = (
      <p className={styles.empty}>
        <FormattedMessage id="coupon.pay.empty" />{' '}
        <Link to={paths.coupon.couponCollectionCenter.href()}>
          <FormattedMessage id="coupon.nav.center" />
        </Link>
      </p>
    );
  } else {
    body = (
      <div ref={holdChoices} tabIndex={-1}>
        <Radio.Group
          ref={group}
          aria-label={text('coupon.pay.choose')}
          className={styles.options}
          value={chosen ?? NONE}
          disabled={off}
          onChange={(event) => {
            const code = event.target.value as string;
            void choose(code === NONE ? null : code);
          }}
        >
          {coupons.map((coupon, index) => (
            <Radio key={coupon.code} value={coupon.code} className={styles.option}>
              <span className={styles.head}>
                <span dir="auto">{coupon.name}</span>
                <span className={styles.off}>
                  <FormattedMessage
                    id="coupon.pay.off"
                    values={{
                      amount: <MoneyText value={coupon.discount} currency={coupon.currency} />,
                    }}
                  />
                </span>
                {index === 0 && coupons.length > 1 && (
                  <Tag color="red">
                    <FormattedMessage id="coupon.pay.best" />
                  </Tag>
                )}
              </span>
              <span className={styles.words}>{words.held(coupon)}</span>
            </Radio>
          ))}
          <Radio value={NONE} className={styles.option}>
            <FormattedMessage id="coupon.pay.none" />
          </Radio>
        </Radio.Group>
      </div>
    );
  }

  return (
    <SectionCard title={text('coupon.pay.title')}>
      <div className={styles.body} aria-busy={choosing}>
        {order.lapsedCoupon && (
          <Alert
            type="warning"
            showIcon
            title={
              <FormattedMessage
                id="coupon.pay.lapsed"
                values={{
                  name: order.lapsedCoupon.name,
                  code: groupCouponCode(order.lapsedCoupon.code),
                  time: <DateTimeText key="time" value={order.lapsedCoupon.expiredAt} />,
                }}
              />
            }
          />
        )}
        {body}
        {choosing && (
          <p role="status" className={styles.empty}>
            <FormattedMessage id="coupon.pay.applying" />
          </p>
        )}
        {failure !== undefined && (
          <Alert type="error" showIcon role="alert" title={describe(failure)} />
        )}
      </div>
    </SectionCard>
  );
}
