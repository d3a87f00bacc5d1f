import { Table } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { MoneyText } from '@/components/money-text';
import { SectionCard } from '@/components/section-card';
import type { TotalLine } from '@/contract/bid/total';
import type { Order } from '@/contract/order/types';
import { useDict } from '@/lib/reference';

import styles from './order.module.css';

/** What a line is and what its unit price is per: 'Ocean freight · per 40HQ', 'BAF · Per B/L'. */
function useLineLabels() {
  const intl = useIntl();
  const codes = useDict('surcharge_code');
  const units = useDict('surcharge_unit');
  return (line: TotalLine) => {
    if (line.kind === 'freight') {
      return {
        item: intl.formatMessage({ id: 'order.lines.freight' }),
        per:
          line.unit === 'cbm'
            ? intl.formatMessage({ id: 'order.lines.perCbm' })
            : intl.formatMessage({ id: 'order.lines.perContainer' }, { type: line.unit }),
      };
    }
    return { item: codes.labelOf(line.item), per: units.labelOf(line.unit) };
  };
}

/** The awarded bid's lines: quantity × unit price = amount, and the total (the order amount). */
export function OrderLines({ order }: { order: Order }) {
  const intl = useIntl();
  const labelOf = useLineLabels();
  const money = (value: string) => <MoneyText value={value} currency={order.currency} />;
  return (
    <SectionCard title={intl.formatMessage({ id: 'order.lines.title' })}>
      <Table<TotalLine>
        size="small"
        pagination={false}
        rowKey={(line) => `${line.kind}-${line.item}-${line.unit}`}
        dataSource={order.lines}
        columns={[
          {
            key: 'item',
            title: intl.formatMessage({ id: 'order.lines.item' }),
            render: (_, line) => {
              const label = labelOf(line);
              return (
                <span className={styles.lineItem}>
                  <span>{label.item}</span>
                  <span className={styles.hint}>{label.per}</span>
                  {/* Narrow screens hide the quantity and unit price columns: the sum is shown here. */}
                  <span className={styles.lineCalc}>
                    {line.quantity} × {money(line.unitAmount)}
                  </span>
                </span>
              );
            },
          },
          {
            key: 'quantity',
            title: intl.formatMessage({ id: 'order.lines.quantity' }),
            align: 'right',
            responsive: ['md'],
            render: (_, line) => line.quantity,
          },
          {
            key: 'unitAmount',
            title: intl.formatMessage({ id: 'order.lines.unitAmount' }),
            align: 'right',
            responsive: ['md'],
            render: (_, line) => money(line.unitAmount),
          },
          {
            key: 'amount',
            title: intl.formatMessage({ id: 'order.lines.amount' }),
            align: 'right',
            render: (_, line) => money(line.amount),
          },
        ]}
      />
      <p className={styles.linesTotal}>
        <FormattedMessage id="order.lines.total" />
        <strong>{money(order.amount)}</strong>
      </p>
    </SectionCard>
  );
}
