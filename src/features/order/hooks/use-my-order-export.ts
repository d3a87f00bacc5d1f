import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import type { Order } from '@/contract/order/types';
import { sheetColumns } from '@/lib/export/columns';
import type { ListExport } from '@/lib/export/sheet';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';
import { partyName } from '@/utils/party-name';

import { getMyOrderPage } from '../api';

import type { OrderListQuery } from '../utils/order-list-query';

const column = sheetColumns<Order>();

/**
 * The member's orders on one side under the status filter, as the table shows them, for an
 * export: number, what was ordered, the other party, amount in its currency, status and when it
 * was placed (China time).
 */
export function useMyOrderExport({ role, status }: OrderListQuery): ListExport<Order> {
  const intl = useIntl();
  const text = useText();
  const statuses = useDict('order_status');
  return useMemo(
    () => ({
      title: text('order.list.title'),
      conditions: [
        { label: text('order.list.side'), value: text(`order.list.tab.${role}`) },
        {
          label: text('order.list.status'),
          value: status ? statuses.labelOf(status) : text('order.list.allStatuses'),
        },
      ],
      columns: [
        column.text(text('order.field.orderNo'), (order) => order.orderNo),
        column.text(text('order.list.col.title'), ({ source }) =>
          source.kind === 'coupon'
            ? text('order.pack.title', { name: source.name, quantity: source.quantity })
            : source.title,
        ),
        column.text(text(`order.list.counterparty.${role}`), (order) =>
          partyName(role === 'payer' ? order.payee : order.payer, intl.locale),
        ),
        column.money(
          text('order.field.amount'),
          (order) => order.amount,
          (order) => order.currency,
        ),
        column.text(text('order.field.status'), (order) => statuses.labelOf(order.status)),
        column.dateTime(text('order.field.createdAt'), (order) => order.createdAt),
      ],
      fetchPage: ({ current, size }) =>
        getMyOrderPage({ role, status, current, size }, { skipErrorToast: true }),
    }),
    [intl.locale, text, role, status, statuses],
  );
}
