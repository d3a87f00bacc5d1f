/** Invoice applications: the payer's paid orders still to invoice, applying, and the payee's answer. */
import { EMAIL_PATTERN } from '@/contract/common/validators';
import { BizCode } from '@/contract/http';
import { INVOICE_LIMITS } from '@/contract/invoice/limits';
import { selectionProblem, type SelectionProblem } from '@/contract/invoice/selection';
import { sumAmounts, taxIn } from '@/contract/invoice/tax';
import { titleProblems } from '@/contract/invoice/title-rules';

import { accept, reject, type RuleResult } from '../../core/result';
import { nextId } from '../../core/schema';
import { cstDate } from '../../core/time';
import { orderPayable } from '../coupon/order-coupon';
import { invoiceConflict, invoiceInvalid } from './problems';
import { certifiedOf, ownTitle } from './titles';

import type { MessageId } from '../../core/messages';
import type { Db, MemberRow, OrderRow } from '../../core/schema';
import type { InvoiceApplicationRow, InvoiceLineRow } from './schema';

/** The application an order is on, pending or issued (a rejected one lets it go). */
export function applicationOfOrder(db: Db, orderNo: string): InvoiceApplicationRow | undefined {
  return Object.values(db.invoiceApplications).find(
    (row) => row.status !== 'rejected' && row.lines.some((line) => line.orderNo === orderNo),
  );
}

/** Whether a pending application uses the title (it cannot be deleted then). */
export function titleInUse(db: Db, titleId: string): boolean {
  return Object.values(db.invoiceApplications).some(
    (row) => row.status === 'pending' && row.titleId === titleId,
  );
}

/** The member's enterprise's paid orders on no pending or issued application, latest paid first. */
export function invoiceableOrders(db: Db, member: MemberRow): OrderRow[] {
  return Object.values(db.orders)
    .filter((order) => order.payerEnterpriseId === member.enterpriseId && order.status === 'paid')
    .filter((order) => !applicationOfOrder(db, order.orderNo))
    .sort((a, b) => (b.paidAt ?? 0) - (a.paidAt ?? 0) || b.orderNo.localeCompare(a.orderNo));
}

/** One invoice line: what the order's payment charged, after any coupon, and the VAT in it. */
export function lineOf(db: Db, order: OrderRow): InvoiceLineRow {
  const amount = orderPayable(db, order);
  return { orderNo: order.orderNo, amount, tax: taxIn(amount) };
}

/** The application's amount and tax: the sums of its lines (as the invoice prints them). */
export function totalsOf(row: InvoiceApplicationRow) {
  return {
    amount: sumAmounts(row.lines.map((line) => line.amount)),
    tax: sumAmounts(row.lines.map((line) => line.tax)),
  };
}

const SELECTION_MESSAGES: Record<SelectionProblem, MessageId> = {
  empty: 'invoice.noOrders',
  twoPayees: 'invoice.twoPayees',
  twoCurrencies: 'invoice.twoCurrencies',
  tooMany: 'field.maxItems',
};

/** The orders of the body, each the member's enterprise's, paid and not yet invoiced. */
function ordersToApply(db: Db, member: MemberRow, value: unknown): RuleResult<OrderRow[]> {
  const orderNos = Array.isArray(value)
    ? [...new Set(value.filter((item): item is string => typeof item === 'string'))]
    : [];
  if (orderNos.length === 0) return invoiceInvalid('orderNos', 'invoice.noOrders');
  const orders: OrderRow[] = [];
  for (const orderNo of orderNos) {
    const order = db.orders[orderNo];
    if (!order) return reject(BizCode.notFound, 'invoice.orderNotFound', { params: { orderNo } });
    if (order.payerEnterpriseId !== member.enterpriseId) {
      return reject(BizCode.forbidden, 'invoice.notOrderPayer', { params: { orderNo } });
    }
    if (order.status !== 'paid') return invoiceConflict('invoice.orderNotPaid', { orderNo });
    if (applicationOfOrder(db, orderNo)) return invoiceConflict('invoice.orderTaken', { orderNo });
    orders.push(order);
  }
  const problem = selectionProblem(
    orders.map((order) => ({
      payee: { enterpriseId: order.payeeEnterpriseId, name: '' },
      currency: order.currency,
    })),
  );
  if (problem) {
    return invoiceInvalid('orderNos', SELECTION_MESSAGES[problem], { max: INVOICE_LIMITS.orders });
  }
  return accept(orders);
}

/**
 * Applies for one invoice for paid orders of one payee and one currency, with one of the member's
 * titles (a special one must still match the certified enterprise) and an e-mail address.
 */
export function applyForInvoice(
  db: Db,
  member: MemberRow,
  body: Record<string, unknown>,
  now: number,
): RuleResult<InvoiceApplicationRow> {
  const orders = ordersToApply(db, member, body.orderNos);
  if (!orders.ok) return orders;
  const title = ownTitle(db, member, body.titleId);
  if (!title.ok) {
    return title.code === BizCode.validation ? invoiceInvalid('titleId', 'field.required') : title;
  }
  const {
    id: titleId,
    memberId: _owner,
    isDefault: _default,
    createdAt: _c,
    updatedAt: _u,
    ...input
  } = title.value;
  if (titleProblems(input, certifiedOf(db, member)).length > 0) {
    return invoiceInvalid('titleId', 'invoice.titleIncomplete');
  }
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!email) return invoiceInvalid('email', 'field.required');
  if (email.length > INVOICE_LIMITS.email || !EMAIL_PATTERN.test(email)) {
    return invoiceInvalid('email', 'field.invalid');
  }
  const [first] = orders.value as [OrderRow, ...OrderRow[]];
  const row: InvoiceApplicationRow = {
    id: nextId(db, 'invoiceApplication', 800),
    payerId: member.id,
    payerEnterpriseId: member.enterpriseId,
    payeeEnterpriseId: first.payeeEnterpriseId,
    currency: first.currency,
    lines: orders.value.map((order) => lineOf(db, order)),
    titleId,
    title: input,
    email,
    status: 'pending',
    createdAt: now,
  };
  db.invoiceApplications[row.id] = row;
  return accept(row);
}

const APPLICATION = { zh: '开票申请', en: 'invoice application' };

/** An application addressed to the member's enterprise (4004 unknown, 4003 another payee's). */
export function payeeApplication(
  db: Db,
  member: MemberRow,
  id: unknown,
): RuleResult<InvoiceApplicationRow> {
  const key = typeof id === 'string' ? id.trim() : '';
  if (!key) return invoiceInvalid('id', 'field.required', { label: APPLICATION });
  const row = db.invoiceApplications[key];
  if (!row) return reject(BizCode.notFound, 'invoice.applicationNotFound');
  if (row.payeeEnterpriseId !== member.enterpriseId) {
    return reject(BizCode.forbidden, 'invoice.notPayee');
  }
  return accept(row);
}

/** The next invoice number: 20 digits, the year's two, then a running number (a 全电发票 number). */
export function nextInvoiceNo(db: Db, now: number): string {
  const year = cstDate(now).slice(2, 4);
  const value = (db.sequences.invoiceNo ?? 0) + 1;
  db.sequences.invoiceNo = value;
  return `${year}33${String(value).padStart(16, '0')}`;
}

/** The payee issues a pending application: its number and date are recorded. */
export function issueApplication(
  db: Db,
  member: MemberRow,
  id: unknown,
  now: number,
): RuleResult<InvoiceApplicationRow> {
  const found = payeeApplication(db, member, id);
  if (!found.ok) return found;
  const row = found.value;
  if (row.status !== 'pending') return invoiceConflict('invoice.notPending');
  Object.assign(row, {
    status: 'issued',
    invoiceNo: nextInvoiceNo(db, now),
    issuedAt: now,
    issuedBy: member.id,
  });
  return accept(row);
}

/** The payee rejects a pending application with a reason; its orders can be applied for again. */
export function rejectApplication(
  db: Db,
  member: MemberRow,
  body: Record<string, unknown>,
  now: number,
): RuleResult<InvoiceApplicationRow> {
  const found = payeeApplication(db, member, body.id);
  if (!found.ok) return found;
  const row = found.value;
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (!reason) return invoiceInvalid('reason', 'field.required');
  if (reason.length > INVOICE_LIMITS.reason) {
    return invoiceInvalid('reason', 'field.tooLong', { max: INVOICE_LIMITS.reason });
  }
  if (row.status !== 'pending') return invoiceConflict('invoice.notPending');
  Object.assign(row, { status: 'rejected', rejectedAt: now, reason });
  return accept(row);
}
