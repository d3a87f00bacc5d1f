import type { InvoiceApplication, InvoiceableOrder, InvoiceTitle } from '@/contract/invoice/types';

import { isoCst } from '../../core/time';
import { partyRef } from '../member/views';
import { lineOf, notInvoicedReason, subjectOf, totalsOf } from './applications';
import { invoicePdfPath } from './files';
import { invoicedTotals } from './invoiced';

import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { OrderRow } from '../order/schema';
import type { InvoiceApplicationRow, InvoiceTitleRow } from './schema';

export function toTitle(row: InvoiceTitleRow): InvoiceTitle {
  const { id, type, title, taxNo, address, phone, bank, account, isDefault, createdAt } = row;
  return {
    id,
    type,
    title,
    taxNo,
    ...(address ? { address } : {}),
    ...(phone ? { phone } : {}),
    ...(bank ? { bank } : {}),
    ...(account ? { account } : {}),
    isDefault,
    createdAt: isoCst(createdAt),
  };
}

/** An application as the reader sees it, payer or payee; its lines with the orders' details. */
export function toApplication(
  db: Db,
  row: InvoiceApplicationRow,
  reader: MemberRow,
): InvoiceApplication {
  const payee = db.enterprises[row.payeeEnterpriseId];
  const { amount, tax } = totalsOf(row);
  return {
    id: row.id,
    status: row.status,
    type: row.title.type,
    payer: partyRef(db, row.payerEnterpriseId),
    payee: { ...partyRef(db, row.payeeEnterpriseId), taxNo: payee?.unifiedSocialCreditCode ?? '' },
    currency: row.currency,
    lines: row.lines.map((line) => {
      const order = db.orders[line.orderNo];
      const { notInvoiced: _none, ...base } = order
        ? toInvoiceable(db, order)
        : invoiceableGone(db, row, line.orderNo);
      return {
        ...base,
        item: line.item,
        taxRate: line.taxRate,
        amount: line.amount,
        tax: line.tax,
      };
    }),
    amount,
    tax,
    title: { ...row.title },
    email: row.email,
    role: reader.enterpriseId === row.payeeEnterpriseId ? 'payee' : 'payer',
    createdAt: isoCst(row.createdAt),
    ...(row.invoiceNo ? { invoiceNo: row.invoiceNo } : {}),
    ...(row.issuedAt !== undefined ? { issuedAt: isoCst(row.issuedAt) } : {}),
    ...(row.status === 'issued' ? { invoiced: invoicedTotals(row) } : {}),
    ...(row.pdfKey ? { pdfUrl: invoicePdfPath(row.pdfKey) } : {}),
    ...(row.sentAt !== undefined ? { sentAt: isoCst(row.sentAt) } : {}),
    ...(row.rejectedAt !== undefined ? { rejectedAt: isoCst(row.rejectedAt) } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
  };
}

/** A paid order the payer may apply for: its subject, payee, currency and what was paid. */
export function toInvoiceable(db: Db, order: OrderRow): InvoiceableOrder {
  const line = lineOf(db, order);
  const notInvoiced = notInvoicedReason(db, order);
  return {
    orderNo: order.orderNo,
    subject: subjectOf(db, order),
    payee: partyRef(db, order.payeeEnterpriseId),
    currency: order.currency,
    amount: line.amount,
    paidAt: isoCst(order.paidAt ?? order.createdAt),
    ...(notInvoiced ? { notInvoiced } : { taxRate: line.taxRate }),
  };
}

/** An order no longer in the database (never happens with the seed): the line as applied. */
function invoiceableGone(db: Db, row: InvoiceApplicationRow, orderNo: string): InvoiceableOrder {
  return {
    orderNo,
    subject: orderNo,
    payee: partyRef(db, row.payeeEnterpriseId),
    currency: row.currency,
    amount: '0.00',
    paidAt: isoCst(row.createdAt),
  };
}
