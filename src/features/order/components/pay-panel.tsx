import { Button } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { MoneyText } from '@/components/money-text';
import { SectionCard } from '@/components/section-card';
import type { Order, Payment, PaymentMethod } from '@/contract/order/types';

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
  /** Resolves true once the gateway has started the payment. */
  onPay: (method: PaymentMethod) => Promise<boolean>;
  onCancel: () => void;
  onExpire: () => void;
}

/** The payer's side of an unpaid order: time left, the method, Pay, the started payment, Cancel. */
export function PayPanel(props: PayPanelProps) {
  const { order, payment, paying, cancelling, pollFailed, onPay, onCancel, onExpire } = props;
  const intl = useIntl();
  const [method, setMethod] = useState<PaymentMethod>(payment?.method ?? 'wechat');
  const [choosing, setChoosing] = useState(false);
  const waiting = payment?.status === 'pending' && !choosing;

  const submit = async () => {
    if (await onPay(method)) setChoosing(false);
  };

  return (
    <SectionCard title={intl.formatMessage({ id: 'order.pay.title' })}>
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
            <PayMethodPicker value={method} onChange={setMethod} disabled={paying} />
            <Button
              type="primary"
              size="large"
              block
              loading={paying}
              onClick={() => void submit()}
            >
              <FormattedMessage
                id="order.pay.submit"
                values={{ amount: <MoneyText value={order.amount} currency={order.currency} /> }}
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
