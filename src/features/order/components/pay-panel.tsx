import { Button } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { MoneyText } from '@/components/money-text';
import { SectionCard } from '@/components/section-card';
import { toCents } from '@/contract/common/money';
import {
  NO_GATEWAY,
  type Order,
  type PayMethod,
  type Payment,
  type PaymentMethod,
} from '@/contract/order/types';
import { useFocusLanding } from '@/hooks/use-focus-landing';

import styles from './order.module.css';
import { PayCountdown } from './pay-countdown';
import { PayMethodPicker } from './pay-method-picker';
import { PaymentWaiting } from './payment-waiting';

interface PayPanelProps {
  order: Order;
  /** The latest payment attempt, if one was started. */
  payment: Payment | undefined;
  paying: boolean;
  cancelling: boolean;
  pollFailed: boolean;
  /** The coupon step is loading or changing: the payable may be about to change, Pay waits. */
  locked?: boolean;
  /** Resolves true once the gateway has started the payment (or the order is paid). */
  onPay: (method: PayMethod) => Promise<boolean>;
  onCancel: () => void;
  onExpire: () => void;
}

/** The payer's side of an unpaid order: time left, the method, Pay, the started payment, Cancel. */
export function PayPanel(props: PayPanelProps) {
  const { order, payment, paying, cancelling, pollFailed, locked, onPay, onCancel, onExpire } =
    props;
  const intl = useIntl();
  const [method, setMethod] = useState<PaymentMethod>(
    payment && payment.method !== NO_GATEWAY ? payment.method : 'wechat',
  );
  const [choosing, setChoosing] = useState(false);
  const waiting = payment?.status === 'pending' && !choosing;
  // A coupon that takes the whole amount off leaves nothing for the gateway.
  const free = toCents(order.payable) === 0;
  // Pay turns into the waiting payment, and "change method" back: the focus goes to the panel.
  const focus = useFocusLanding<HTMLDivElement>(waiting);

  const submit = async () => {
    if (await onPay(free ? NO_GATEWAY : method)) setChoosing(false);
  };

  return (
    <SectionCard title={intl.formatMessage({ id: 'order.pay.title' })} tabIndex={-1} {...focus}>
      <div className={styles.panel}>
        <PayCountdown expiresAt={order.expiresAt} onExpire={onExpire} />
        {waiting ? (
          <PaymentWaiting
            payment={payment}
            pollFailed={pollFailed}
            onChangeMethod={() => setChoosing(true)}
          />
        ) : (
          <>
            {free ? (
              <p className={styles.hint}>
                <FormattedMessage id="order.pay.free" />
              </p>
            ) : (
              <div className="print-hidden">
                <PayMethodPicker value={method} onChange={setMethod} disabled={paying} />
              </div>
            )}
            <Button
              type="primary"
              size="large"
              block
              loading={paying}
              disabled={locked}
              onClick={() => void submit()}
            >
              <FormattedMessage
                id={free ? 'order.pay.confirmFree' : 'order.pay.submit'}
                values={{ amount: <MoneyText value={order.payable} currency={order.currency} /> }}
              />
            </Button>
          </>
        )}
        <Button danger block loading={cancelling} disabled={paying} onClick={onCancel}>
          <FormattedMessage id="order.pay.cancel" />
        </Button>
      </div>
    </SectionCard>
  );
}
