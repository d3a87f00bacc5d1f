import { Descriptions } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { DateTimeText } from '@/components/date-time-text';
import { DictTag } from '@/components/dict-tag';
import { MoneyText } from '@/components/money-text';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import type { PartyRef } from '@/contract/common/trade';
import type { Order } from '@/contract/order/types';
import { useText } from '@/lib/i18n/use-text';

import { partyName } from '../utils/party-name';
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

/** The order at a glance: number, source tender, parties, state and the locked amount. */
export function OrderSummary({ order }: { order: Order }) {
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
          <FormattedMessage id="order.amount.locked" />
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
          {
            key: 'tender',
            label: label('order.field.tender'),
            children: (
              <Link to={paths.business.tenderDetail.href(order.source.tenderId)}>
                {order.source.tenderNo} {order.source.title}
              </Link>
            ),
          },
          { key: 'bidNo', label: label('order.field.bidNo'), children: order.source.bidNo },
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
}
