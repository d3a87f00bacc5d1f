import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import type { ApplicationStatus, InvoiceApplication } from '@/contract/invoice/types';
import { sheetColumns } from '@/lib/export/columns';
import type { ListExport } from '@/lib/export/sheet';
import { useText } from '@/lib/i18n/use-text';

import { getApplicationPage } from '../api';

const column = sheetColumns<InvoiceApplication>();

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
        column.text(text('invoice.records.status'), (a) => text(`invoice.status.${a.status}`)),
        column.text(text('invoice.col.type'), (a) => text(`invoice.type.${a.type}`)),
        side === 'payer'
          ? column.text(text('invoice.col.payee'), (a) => a.payee.name)
          : column.text(text('invoice.col.payer'), (a) => a.title.title),
        column.money(
          text('invoice.col.amount'),
          (a) => a.amount,
          (a) => a.currency,
        ),
        column.money(
          text('invoice.col.tax'),
          (a) => a.tax,
          (a) => a.currency,
        ),
        column.text(text('invoice.col.orders'), (a) =>
          intl.formatList(
            a.lines.map((line) => line.orderNo),
            { type: 'conjunction', style: 'narrow' },
          ),
        ),
        column.dateTime(text('invoice.col.appliedAt'), (a) => a.createdAt),
        column.text(text('invoice.col.invoiceNo'), (a) => a.invoiceNo),
        column.dateTime(text('invoice.col.issuedAt'), (a) => a.issuedAt),
        column.text(text('invoice.col.email'), (a) => a.email),
        column.text(text('invoice.records.rejectReason'), (a) => a.reason),
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
