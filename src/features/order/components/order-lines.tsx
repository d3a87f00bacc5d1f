import { Table } from 'antd';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { MoneyText } from '@/components/money-text';
import { SectionCard } from '@/components/section-card';
import type { TotalLine } from '@/contract/bid/total';
import type { Order } from '@/contract/order/types';
import { useDict } from '@/lib/reference';

import styles from './order.module.css';

/** One row of the breakdown, whatever the order pays for. */
interface Row {
  key: string;
  item: string;
  per: string;
  /** A count of containers, CBM or coupons, as the API gives it. */
  quantity: number | string;
  unitAmount: string;
  amount: string;
}

/** The rows: the awarded bid's lines ('Ocean freight · per 40HQ', 'BAF · Per B/L'), or the coupon pack. */
function useRows(order: Order): Row[] {
  const intl = useIntl();
  const codes = useDict('surcharge_code');
  const units = useDict('surcharge_unit');
  const { source } = order;
  if (source.kind === 'coupon') {
    return [
      {
        key: 'pack',
        item: source.name,
        per: intl.formatMessage({ id: 'order.lines.perCoupon' }),
        quantity: source.quantity,
        unitAmount: source.unitPrice,
        amount: order.amount,
      },
    ];
  }
  return order.lines.map((line: TotalLine) => {
    const key = `${line.kind}-${line.item}-${line.unit}`;
    const { quantity, unitAmount, amount } = line;
    if (line.kind === 'freight') {
      const per =
        line.unit === 'cbm'
          ? intl.formatMessage({ id: 'order.lines.perCbm' })
          : intl.formatMessage({ id: 'order.lines.perContainer' }, { type: line.unit });
      const item = intl.formatMessage({ id: 'order.lines.freight' });
      return { key, item, per, quantity, unitAmount, amount };
    }
    const item = codes.labelOf(line.item);
    return { key, item, per: units.labelOf(line.unit), quantity, unitAmount, amount };
  });
}

/**
 * The breakdown: quantity × unit price = amount, the total (the order amount), and with a coupon
 * what it takes off and what is left to pay. Drawn again only for another order object (its
 * table is the payment page's largest render; choosing a coupon waits for none of it).
 */
export const OrderLines = memo(function OrderLines({ order }: { order: Order }) {
  const intl = useIntl();
  const rows = useRows(order);
  const money = (value: string) => <MoneyText value={value} currency={order.currency} />;
  return (
    <SectionCard title={intl.formatMessage({ id: 'order.lines.title' })}>
      <Table<Row>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        columns={[
          {
            key: 'item',
            title: intl.formatMessage({ id: 'order.lines.item' }),
            render: (_, row) => (
              <span className={styles.lineItem}>
                <span>{row.item}</span>
                <span className={styles.hint}>{row.per}</span>
                {/* Narrow screens hide the quantity and unit price columns: the sum is shown here. */}
                <span className={styles.lineCalc}>
                  {row.quantity} × {money(row.unitAmount)}
                </span>
              </span>
            ),
          },
          {
            key: 'quantity',
            title: intl.formatMessage({ id: 'order.lines.quantity' }),
            align: 'end',
            responsive: ['md'],
            render: (_, row) => row.quantity,
          },
          {
            key: 'unitAmount',
            title: intl.formatMessage({ id: 'order.lines.unitAmount' }),
            align: 'end',
            responsive: ['md'],
            render: (_, row) => money(row.unitAmount),
          },
          {
            key: 'amount',
            title: intl.formatMessage({ id: 'order.lines.amount' }),
            align: 'end',
            render: (_, row) => money(row.amount),
          },
        ]}
      />
      <p className={styles.linesTotal}>
        <FormattedMessage id="order.lines.total" />
        <strong>{money(order.amount)}</strong>
      </p>
      {order.coupon && (
        <>
          <p className={styles.linesCoupon}>
            <FormattedMessage id="order.lines.coupon" values={{ name: order.coupon.name }} />
            <span>−{money(order.discount)}</span>
          </p>
          <p className={styles.linesTotal} data-testid="order-payable">
            <FormattedMessage id="order.lines.payable" />
            <strong>{money(order.payable)}</strong>
          </p>
        </>
      )}
    </SectionCard>
  );
});
