import { LoadingOutlined } from '@ant-design/icons';
import { Alert, Button, QRCode } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { MoneyText } from '@/components/money-text';
import type { Payment } from '@/contract/order/types';
import { useDict } from '@/lib/reference';

import { BankDetails } from './bank-details';
import styles from './order.module.css';

interface PaymentWaitingProps {
  payment: Payment;
  /** The last status check failed (polling goes on). */
  pollFailed: boolean;
  onChangeMethod: () => void;
}

/** A started payment: the QR code to scan or the account to transfer to, while the page polls. */
export function PaymentWaiting({ payment, pollFailed, onChangeMethod }: PaymentWaitingProps) {
  const intl = useIntl();
  const methods = useDict('payment_method');
  const amountText = intl.formatNumber(Number(payment.amount), {
    style: 'currency',
    currency: payment.currency,
    currencyDisplay: 'code',
  });
  const amount = <MoneyText value={payment.amount} currency={payment.currency} />;

  return (
    <div className={styles.waiting}>
      {payment.method !== 'bank_transfer' && payment.qrContent && (
        <div className={styles.qr}>
          <QRCode
            type="svg"
            value={payment.qrContent}
            size={176}
            role="img"
            aria-label={intl.formatMessage(
              { id: 'order.waiting.qrLabel' },
              { method: methods.labelOf(payment.method), amount: amountText },
            )}
          />
          <p>
            <FormattedMessage
              id={
                payment.method === 'wechat'
                  ? 'order.waiting.scan.wechat'
                  : 'order.waiting.scan.alipay'
              }
              values={{ amount }}
            />
          </p>
        </div>
      )}
      {payment.method === 'bank_transfer' && payment.bankAccount && (
        <BankDetails payment={payment} account={payment.bankAccount} />
      )}
      <p className={`${styles.polling} print-hidden`} role="status">
        <strong>
          <LoadingOutlined aria-hidden /> <FormattedMessage id="order.waiting.title" />
        </strong>
        <span>
          <FormattedMessage id="order.waiting.polling" />
        </span>
      </p>
      {pollFailed && (
        <Alert type="warning" showIcon title={<FormattedMessage id="order.waiting.pollFailed" />} />
      )}
      <Button onClick={onChangeMethod}>
        <FormattedMessage id="order.waiting.changeMethod" />
      </Button>
    </div>
  );
}
