import { Table } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { DateTimeText } from '@/components/date-time-text';
import { DictTag } from '@/components/dict-tag';
import { MoneyText } from '@/components/money-text';
import { usePagerItems } from '@/components/pager-items';
import { useTableWait } from '@/components/spin-after-delay';
import { paths } from '@/config/paths';
import { DEFAULT_PAGE_SIZE } from '@/contract/http';
import type { Page } from '@/contract/http';
import type { Order } from '@/contract/order/types';
import { useText } from '@/lib/i18n/use-text';
import { partyName } from '@/utils/party-name';

import styles from './order.module.css';

import type { OrderRole } from '../utils/order-list-query';

interface OrderTableProps {
  role: OrderRole;
  page: Page<Order> | undefined;
  current: number;
  loading: boolean;
  onPageChange: (page: number) => void;
}

const orderHref = (orderNo: string) => paths.business.payment.href({ orderNo });

/** One page of the member's orders on one side; each opens its payment page. */
export function OrderTable({ role, page, current, loading, onPageChange }: OrderTableProps) {
  const intl = useIntl();
  const label = useText();
  const itemRender = usePagerItems();
  const titleOf = ({ source }: Order) =>
    source.kind === 'coupon'
      ? label('order.pack.title', { name: source.name, quantity: source.quantity })
      : source.title;
  return (
    <Table<Order>
      className={styles.table}
      rowKey="orderNo"
      size="middle"
      {...useTableWait(loading, 'order.list.empty')}
      dataSource={page?.records ?? []}
      pagination={{
        current,
        pageSize: DEFAULT_PAGE_SIZE,
        total: page?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        itemRender,
        showTotal: (total) => intl.formatMessage({ id: 'order.list.total' }, { total }),
        onChange: onPageChange,
      }}
      columns={[
        {
          key: 'orderNo',
          title: label('order.field.orderNo'),
          render: (_, order) => (
            <span className={styles.orderCell}>
              <Link to={orderHref(order.orderNo)}>{order.orderNo}</Link>
              <span className={styles.orderTitle} title={titleOf(order)} dir="auto">
                {titleOf(order)}
              </span>
              {/* The status column is dropped on phones: the status goes under the number. */}
              <span className={styles.xsOnly}>
                <DictTag dict="order_status" value={order.status} />
              </span>
            </span>
          ),
        },
        {
          key: 'party',
          title: label(`order.list.counterparty.${role}`),
          responsive: ['md'],
          render: (_, order) =>
            partyName(role === 'payer' ? order.payee : order.payer, intl.locale),
        },
        {
          key: 'amount',
          title: label('order.field.amount'),
          align: 'end',
          render: (_, order) => <MoneyText value={order.amount} currency={order.currency} />,
        },
        {
          key: 'status',
          title: label('order.field.status'),
          responsive: ['sm'],
          render: (_, order) => <DictTag dict="order_status" value={order.status} />,
        },
        {
          key: 'createdAt',
          title: label('order.field.createdAt'),
          responsive: ['lg'],
          render: (_, order) => <DateTimeText value={order.createdAt} />,
        },
        {
          key: 'action',
          title: label('order.list.action'),
          responsive: ['sm'],
          render: (_, order) => {
            const actionId =
              order.status === 'unpaid' && role === 'payer' ? 'order.list.pay' : 'order.list.view';
            return (
              <Link
                to={orderHref(order.orderNo)}
                aria-label={`${label(actionId)} ${order.orderNo}`}
              >
                <FormattedMessage id={actionId} />
              </Link>
            );
          },
        },
      ]}
    />
  );
}
