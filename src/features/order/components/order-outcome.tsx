import { CheckCircleFilled, ClockCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Descriptions } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { DateTimeText } from '@/components/date-time-text';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import type { Order } from '@/contract/order/types';
import { useDict } from '@/lib/reference';
import type { MessageId } from '@/locales/message-id';

import styles from './order.module.css';

import type { ReactNode } from 'react';

interface OutcomeProps {
  icon: ReactNode;
  titleId: MessageId;
  textId: MessageId;
  textValues?: Record<string, ReactNode | ((chunks: ReactNode) => ReactNode)>;
  details?: { key: string; labelId: MessageId; value: ReactNode }[];
  /** What the reader can do next, under the text. */
  next?: ReactNode;
}

function Outcome({ icon, titleId, textId, textValues, details, next }: OutcomeProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  return (
    // Focusable from script: a payment page moves the focus here when the payment it followed ends.
    <SectionCard title={title} tabIndex={-1}>
      <div className={styles.outcome}>
        <span className={styles.outcomeIcon} aria-hidden>
          {icon}
        </span>
        <p role="status">
          <FormattedMessage id={textId} values={textValues} />
        </p>
        {next}
        {details && details.length > 0 && (
          <Descriptions
            column={1}
            size="small"
            items={details.map((item) => ({
              key: item.key,
              label: intl.formatMessage({ id: item.labelId }),
              children: item.value,
            }))}
          />
        )}
      </div>
    </SectionCard>
  );
}

/** The payer of a coupon pack is told where the coupons went. */
function paidTextId(order: Order): MessageId {
  if (order.role === 'payee') return 'order.paid.payee';
  return order.source.kind === 'coupon' ? 'order.paid.payerPack' : 'order.paid.payer';
}

/** A paid order: when, with which payment (both parties). */
export function PaidOutcome({ order }: { order: Order }) {
  const methods = useDict('payment_method');
  const details = [];
  if (order.paidAt)
    details.push({
      key: 'paidAt',
      labelId: 'order.field.paidAt' as const,
      value: <DateTimeText value={order.paidAt} />,
    });
  if (order.payment) {
    details.push(
      {
        key: 'paymentNo',
        labelId: 'order.field.paymentNo' as const,
        value: order.payment.paymentNo,
      },
      {
        key: 'method',
        labelId: 'order.field.method' as const,
        value: methods.labelOf(order.payment.method),
      },
    );
  }
  return (
    <Outcome
      icon={<CheckCircleFilled className={styles.success} />}
      titleId="order.paid.title"
      textId={paidTextId(order)}
      textValues={{
        link: (chunks: ReactNode) => <Link to={paths.coupon.myCoupon.href()}>{chunks}</Link>,
      }}
      details={details}
      next={
        // The payer may want the VAT invoice for what it paid.
        order.role === 'payer' && (
          <p>
            <FormattedMessage
              id="order.paid.invoice"
              values={{
                link: (chunks: ReactNode) => <Link to={paths.user.invoice.href()}>{chunks}</Link>,
              }}
            />
          </p>
        )
      }
    />
  );
}

/** A cancelled order: by the payer or by the 30-minute limit, and when. */
export function CancelledOutcome({ order }: { order: Order }) {
  return (
    <Outcome
      icon={<StopOutlined />}
      titleId="order.cancelled.title"
      textId={
        order.cancelReason === 'timeout' ? 'order.cancelled.timeout' : 'order.cancelled.payer'
      }
      details={
        order.cancelledAt
          ? [
              {
                key: 'cancelledAt',
                labelId: 'order.field.cancelledAt',
                value: <DateTimeText value={order.cancelledAt} />,
              },
            ]
          : []
      }
    />
  );
}

/** The payee's view of an unpaid order: waiting for the payer, and until when. */
export function PayeeWaitingOutcome({ order }: { order: Order }) {
  return (
    <Outcome
      icon={<ClockCircleOutlined />}
      titleId="order.payee.title"
      textId="order.payee.waiting"
      textValues={{ time: <DateTimeText value={order.expiresAt} /> }}
    />
  );
}
