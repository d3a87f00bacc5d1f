import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import type { Order } from '@/contract/order/types';
import type { ListExport } from '@/lib/export/sheet';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';
import { partyName } from '@/utils/party-name';

import { getMyOrderPage } from '../api';

import type { OrderListQuery } from '../utils/order-list-query';

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
        { header: text('order.field.orderNo'), kind: 'text', value: (order) => order.orderNo },
        {
          header: text('order.list.col.title'),
          kind: 'text',
          value: ({ source }) =>
            source.kind === 'coupon'
              ? text('order.pack.title', { name: source.name, quantity: source.quantity })
              : source.title,
        },
        {
          header: text(`order.list.counterparty.${role}`),
          kind: 'text',
          value: (order) => partyName(role === 'payer' ? order.payee : order.payer, intl.locale),
        },
        {
          header: text('order.field.amount'),
          kind: 'money',
          value: (order) => order.amount,
          currency: (order) => order.currency,
        },
        {
          header: text('order.field.status'),
          kind: 'text',
          value: (order) => statuses.labelOf(order.status),
        },
        {
          header: text('order.field.createdAt'),
          kind: 'dateTime',
          value: (order) => order.createdAt,
        },
      ],
      fetchPage: ({ current, size }) =>
        getMyOrderPage({ role, status, current, size }, { skipErrorToast: true }),
    }),
    [intl.locale, text, role, status, statuses],
  );
}
