import { Descriptions } from 'antd';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { DateTimeText } from '@/components/date-time-text';
import { DictTag } from '@/components/dict-tag';
import { DotList } from '@/components/dot-list';
import { MoneyText } from '@/components/money-text';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import type { PartyRef } from '@/contract/common/trade';
import type { Order } from '@/contract/order/types';
import { useText, type TextOf } from '@/lib/i18n/use-text';
import { partyName } from '@/utils/party-name';

import styles from './order.module.css';

function Party({ party, you }: { party: PartyRef; you: boolean }) {
  const intl = useIntl();
  return (
    <span>
      {partyName(party, intl.locale)}
      {you && <FormattedMessage id="order.you" />}
    </span>
  );
}

/** What the order pays for: the awarded tender and bid, or a pack of coupons. */
function sourceItems(order: Order, label: TextOf) {
  const { source } = order;
  if (source.kind === 'coupon') {
    return [
      {
        key: 'pack',
        label: label('order.field.pack'),
        children: label('order.pack.title', { name: source.name, quantity: source.quantity }),
      },
    ];
  }
  return [
    {
      key: 'tender',
      label: label('order.field.tender'),
      children: (
        <Link to={paths.business.tenderDetail.href(source.tenderId)}>
          <DotList parts={[source.tenderNo, source.title]} />
        </Link>
      ),
    },
    { key: 'bidNo', label: label('order.field.bidNo'), children: source.bidNo },
  ];
}

/**
 * The order at a glance: number, what it pays for, parties, state and the locked amount. Drawn
 * again only for another order object: a coupon being chosen or a payment starting changes the
 * page around it, not the order, until the server's answer replaces it.
 */
export const OrderSummary = memo(function OrderSummary({ order }: { order: Order }) {
  const label = useText();
  return (
    <SectionCard title={label('order.summary.title')}>
      <div className={styles.amountBlock}>
        <span className={styles.amountLabel}>
          <FormattedMessage id="order.field.amount" />
        </span>
        <span className={styles.amount} data-testid="order-amount">
          <MoneyText value={order.amount} currency={order.currency} />
        </span>
        <span className={styles.hint}>
          <FormattedMessage
            id={order.source.kind === 'coupon' ? 'order.amount.lockedPack' : 'order.amount.locked'}
          />
        </span>
      </div>
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2 }}
        size="small"
        items={[
          { key: 'orderNo', label: label('order.field.orderNo'), children: order.orderNo },
          {
            key: 'status',
            label: label('order.field.status'),
            children: <DictTag dict="order_status" value={order.status} />,
          },
          ...sourceItems(order, label),
          {
            key: 'payer',
            label: label('order.field.payer'),
            children: <Party party={order.payer} you={order.role === 'payer'} />,
          },
          {
            key: 'payee',
            label: label('order.field.payee'),
            children: <Party party={order.payee} you={order.role === 'payee'} />,
          },
          {
            key: 'createdAt',
            label: label('order.field.createdAt'),
            children: <DateTimeText value={order.createdAt} />,
          },
        ]}
      />
    </SectionCard>
  );
});
