import { Alert, App } from 'antd';
import { useCallback, useState, type ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { LoadingSkeleton } from '@/components/loading-skeleton';
import { PageContainer } from '@/components/page-container';
import { PrintButton } from '@/components/print/print-button';
import { PrintHeader } from '@/components/print/print-header';
import { paths } from '@/config/paths';
import type { Order, PayMethod } from '@/contract/order/types';
import { OrderCouponCard } from '@/features/coupon/components/payment/order-coupon-card';
import { useOrderCoupon } from '@/features/coupon/hooks/use-order-coupon';
import { OrderLines } from '@/features/order/components/order-lines';
import { OrderLoadFailed } from '@/features/order/components/order-load-failed';
import {
  CancelledOutcome,
  PaidOutcome,
  PayeeWaitingOutcome,
} from '@/features/order/components/order-outcome';
import { OrderSummary } from '@/features/order/components/order-summary';
import { PayPanel } from '@/features/order/components/pay-panel';
import { useCancelOrder } from '@/features/order/hooks/use-cancel-order';
import { useOrder } from '@/features/order/hooks/use-order';
import { usePayOrder } from '@/features/order/hooks/use-pay-order';
import { latestPayment } from '@/features/order/utils/latest-payment';
import { OrderShipment } from '@/features/shipment/components/order-shipment';
import { useFocusLanding } from '@/hooks/use-focus-landing';
import { isTransportError } from '@/lib/request/errors';
import { useDescribeError } from '@/lib/request/use-describe-error';
import { focusWasLost } from '@/utils/focus';

import styles from '../payment.module.css';

interface Notice {
  text: string;
  /** The request may not have arrived: pressing Pay again is safe. */
  retryHint: boolean;
}

type PayPanelProps = ComponentProps<typeof PayPanel>;

/** The side column's last region: what the order lets the reader do now (ActionPanel). */
const actionRegion = (side: HTMLElement) =>
  side.querySelector<HTMLElement>(':scope > [role="region"]:last-child');

/** Coupons pay for freight orders only, chosen by the payer while the order is unpaid. */
const takesCoupon = (order: Order) =>
  order.status === 'unpaid' && order.role === 'payer' && order.source.kind === 'tender';

/** A paid freight order has a shipment; a coupon pack ships nothing. */
const ships = (order: Order) => order.status === 'paid' && order.source.kind === 'tender';

/** What the side column shows: the outcome, the payee's wait, or the payer's panel. */
function ActionPanel(props: PayPanelProps) {
  const { order } = props;
  if (order.status === 'paid') return <PaidOutcome order={order} />;
  if (order.status === 'cancelled') return <CancelledOutcome order={order} />;
  if (order.role === 'payee') return <PayeeWaitingOutcome order={order} />;
  return <PayPanel {...props} />;
}

/** One order: its breakdown and state; the payer pays or cancels it, the payee follows it. */
export function OrderPaymentView({ orderNo }: { orderNo: string }) {
  const intl = useIntl();
  const describe = useDescribeError();
  const { modal, message } = App.useApp();
  const [notice, setNotice] = useState<Notice>();
  const order = useOrder(orderNo);
  const pay = usePayOrder(orderNo);
  const cancel = useCancelOrder(orderNo);

  const data = order.data;
  const payment = latestPayment(data?.payment, pay.payment);
  // The payment ends (paid, cancelled): the outcome replaces the panel that had the focus.
  const sideFocus = useFocusLanding<HTMLDivElement>(data?.status, actionRegion);

  const showFailure = (error: unknown) => {
    const text = describe(error);
    setNotice({ text, retryHint: isTransportError(error) });
    // The server refused (already paid, cancelled, gone): show what the order is now.
    if (!isTransportError(error)) order.refresh();
  };

  const onPay = async (method: PayMethod) => {
    setNotice(undefined);
    const outcome = await pay.pay(method);
    if (!outcome) return false;
    if (outcome.error !== undefined) {
      showFailure(outcome.error);
      return false;
    }
    order.refresh();
    return true;
  };

  const onCancel = () => {
    void modal.confirm({
      title: intl.formatMessage({ id: 'order.cancel.confirmTitle' }),
      content: intl.formatMessage({ id: 'order.cancel.confirmContent' }),
      okText: intl.formatMessage({ id: 'order.cancel.ok' }),
      cancelText: intl.formatMessage({ id: 'order.cancel.back' }),
      okButtonProps: { danger: true },
      // Cancelled, the order's panel (and Cancel, where the dialog would give the focus back) is
      // gone: the focus goes to the outcome that replaced it.
      afterClose: () => {
        const side = sideFocus.ref.current;
        if (side && focusWasLost()) actionRegion(side)?.focus();
      },
      onOk: async () => {
        setNotice(undefined);
        const outcome = await cancel.cancel();
        if (outcome?.order) {
          order.mutate(outcome.order);
          void message.success(intl.formatMessage({ id: 'order.cancel.done' }));
        } else if (outcome) {
          showFailure(outcome.error);
        }
      },
    });
  };

  const { mutate, refresh } = order;
  const onCouponChanged = useCallback(
    (next?: Order) => (next ? mutate(next) : refresh()),
    [mutate, refresh],
  );
  // The coupon step is held here, so Pay waits on it in the same render the step shows.
  const couponOrder = data && takesCoupon(data) ? data : undefined;
  const coupon = useOrderCoupon(orderNo, couponOrder, onCouponChanged);

  if (!data) {
    if (order.error) {
      return (
        <OrderLoadFailed
          orderNo={orderNo}
          error={order.error}
          retrying={order.loading}
          onRetry={order.refresh}
        />
      );
    }
    return (
      <PageContainer
        titleId="menu.business.payment"
        descriptionId="pages.business.payment.description"
      >
        <LoadingSkeleton rows={8} />
      </PageContainer>
    );
  }

  return (
    <>
      <PrintHeader />
      <PageContainer
        titleId="menu.business.payment"
        descriptionId="pages.business.payment.description"
        extra={
          <div className={styles.extra}>
            <PrintButton />
            <Link to={paths.business.payment.href()}>
              <FormattedMessage id="order.backToList" />
            </Link>
          </div>
        }
      >
        {notice && (
          <Alert
            className={styles.notice}
            type="error"
            showIcon
            role="alert"
            title={notice.text}
            description={
              notice.retryHint ? <FormattedMessage id="order.pay.retryHint" /> : undefined
            }
          />
        )}
        <div className={styles.layout}>
          <div className={styles.main}>
            <OrderSummary order={data} />
            <OrderLines order={data} />
            {ships(data) && <OrderShipment orderNo={data.orderNo} />}
          </div>
          <div className={styles.side} {...sideFocus}>
            {/* The coupon is chosen on screen; the lines carry what it takes off. */}
            {couponOrder && (
              <div className="print-hidden">
                <OrderCouponCard order={couponOrder} coupon={coupon} disabled={pay.paying} />
              </div>
            )}
            <ActionPanel
              order={data}
              payment={payment}
              paying={pay.paying}
              cancelling={cancel.cancelling}
              pollFailed={Boolean(order.error)}
              locked={coupon.settling}
              onPay={onPay}
              onCancel={onCancel}
              onExpire={order.refresh}
            />
          </div>
        </div>
      </PageContainer>
    </>
  );
}
