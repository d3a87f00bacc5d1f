import { DateTimeText } from '@/components/date-time-text';
import { DotList } from '@/components/dot-list';
import { MoneyText } from '@/components/money-text';
import type { InvoiceableOrder } from '@/contract/invoice/types';
import { useText } from '@/lib/i18n/use-text';

import styles from './invoice.module.css';

/**
 * Paid orders that get no invoice of their own, each with the reason in words: an order its coupon
 * paid in full (nothing was charged). Shown, not hidden, so the payer is not left looking.
 */
export function NotInvoicedList({ orders }: { orders: readonly InvoiceableOrder[] }) {
  const text = useText();
  if (orders.length === 0) return null;
  return (
    <section className={styles.notInvoiced} aria-labelledby="invoice-not-invoiced">
      <h3 id="invoice-not-invoiced" className={styles.groupHead}>
        {text('invoice.apply.notInvoiced')}
      </h3>
      <ul className={styles.orders}>
        {orders.map((order) => (
          <li key={order.orderNo}>
            <span className={styles.orderLine}>
              <span dir="auto">{order.subject}</span>
              <span className={styles.facts}>
                <DotList parts={[order.orderNo, <DateTimeText value={order.paidAt} />]} />
              </span>
              {order.notInvoiced && (
                <span className={styles.facts}>
                  {text(`invoice.apply.notInvoiced.${order.notInvoiced}`)}
                </span>
              )}
            </span>
            <MoneyText value={order.amount} currency={order.currency} />
          </li>
        ))}
      </ul>
    </section>
  );
}
