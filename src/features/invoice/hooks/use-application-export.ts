import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import type { ApplicationStatus, InvoiceApplication } from '@/contract/invoice/types';
import type { ListExport } from '@/lib/export/sheet';
import { useText } from '@/lib/i18n/use-text';

import { getApplicationPage } from '../api';

/**
 * The applications of one side under the status filter, as the cards show them, for an export:
 * status, type, the other party, the total and tax in their currency, the orders, when applied
 * and issued (China time), the invoice number, where it is sent and why one was rejected.
 */
export function useApplicationExport(
  side: 'payer' | 'payee',
  status: ApplicationStatus | undefined,
): ListExport<InvoiceApplication> {
  const intl = useIntl();
  const text = useText();
  return useMemo(
    () => ({
      title: text(`invoice.records.${side}`),
      conditions: [
        {
          label: text('invoice.records.status'),
          value: status ? text(`invoice.status.${status}`) : text('invoice.records.all'),
        },
      ],
      columns: [
        {
          header: text('invoice.records.status'),
          kind: 'text',
          value: (a) => text(`invoice.status.${a.status}`),
        },
        {
          header: text('invoice.col.type'),
          kind: 'text',
          value: (a) => text(`invoice.type.${a.type}`),
        },
        side === 'payer'
          ? { header: text('invoice.col.payee'), kind: 'text', value: (a) => a.payee.name }
          : { header: text('invoice.col.payer'), kind: 'text', value: (a) => a.title.title },
        {
          header: text('invoice.col.amount'),
          kind: 'money',
          value: (a) => a.amount,
          currency: (a) => a.currency,
        },
        {
          header: text('invoice.col.tax'),
          kind: 'money',
          value: (a) => a.tax,
          currency: (a) => a.currency,
        },
        {
          header: text('invoice.col.orders'),
          kind: 'text',
          value: (a) =>
            intl.formatList(
              a.lines.map((line) => line.orderNo),
              { type: 'conjunction', style: 'narrow' },
            ),
        },
        { header: text('invoice.col.appliedAt'), kind: 'dateTime', value: (a) => a.createdAt },
        { header: text('invoice.col.invoiceNo'), kind: 'text', value: (a) => a.invoiceNo },
        { header: text('invoice.col.issuedAt'), kind: 'dateTime', value: (a) => a.issuedAt },
        { header: text('invoice.col.email'), kind: 'text', value: (a) => a.email },
        { header: text('invoice.records.rejectReason'), kind: 'text', value: (a) => a.reason },
      ],
      fetchPage: ({ current, size }) =>
        getApplicationPage(
          { role: side, current, size, ...(status ? { status } : {}) },
          { skipErrorToast: true },
        ),
    }),
    [intl, text, side, status],
  );
}
