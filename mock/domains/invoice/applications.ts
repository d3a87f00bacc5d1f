import { toCents } from '@/contract/common/money';
import { charCount } from '@/contract/common/text-length';
/** Invoice applications: the payer's paid orders still to invoice, applying, and the payee's answer. */
import { EMAIL_PATTERN } from '@/contract/common/validators';
import { BizCode } from '@/contract/http';
import { lineTaxRate, type NotInvoicedReason } from '@/contract/invoice/items';
import { INVOICE_LIMITS } from '@/contract/invoice/limits';
import { selectionProblem, type SelectionProblem } from '@/contract/invoice/selection';
import { sumAmounts, taxIn } from '@/contract/invoice/tax';
import { titleProblems } from '@/contract/invoice/title-rules';

import { accept, reject, type RuleResult } from '../../core/result';
import { nextId } from '../../core/schema';
import { cstDate } from '../../core/time';
import { orderPayable } from '../order/payable';
import { exchangeRate } from '../reference/data-exchange-rates';
import { invoiceConflict, invoiceInvalid } from './problems';
import { noticeRequested } from './requested-notice';
import { certifiedOf, ownTitle } from './titles';

import type { MemberWrite } from '../../core/input';
import type { MessageId } from '../../core/messages';
import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { OrderRow } from '../order/schema';
import type { InvoiceApplicationRow, InvoiceLineRow, InvoiceTitleRow } from './schema';

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

/** Why a paid order is not invoiced, or undefined when it is: its coupon paid it in full. */
export function notInvoicedReason(db: Db, order: OrderRow): NotInvoicedReason | undefined {
  if (toCents(orderPayable(db, order)) === 0) return 'nothingPaid';
  return undefined;
}

/**
 * The member's enterprise's paid orders on no pending or issued application, latest paid first;
 * those not invoiced are among them (the page says why).
 */
export function invoiceableOrders(db: Db, member: MemberRow): OrderRow[] {
  return Object.values(db.orders)
    .filter((order) => order.payerEnterpriseId === member.enterpriseId && order.status === 'paid')
    .filter((order) => !applicationOfOrder(db, order.orderNo))
    .sort((a, b) => (b.paidAt ?? 0) - (a.paidAt ?? 0) || b.orderNo.localeCompare(a.orderNo));
}

/**
 * One invoice line: freight forwarding at the rate of the payee's filing, or a coupon pack's
 * prepaid voucher (untaxed); what the order's payment charged, after any coupon, and the VAT in it.
 */
export function lineOf(db: Db, order: OrderRow): InvoiceLineRow {
  const amount = orderPayable(db, order);
  const item = order.pack ? 'voucher' : 'forwarding';
  const taxRate = lineTaxRate(item, db.enterprises[order.payeeEnterpriseId]?.vatExempt === true);
  const line: InvoiceLineRow = {
    orderNo: order.orderNo,
    item,
    taxRate,
    amount,
    tax: taxIn(amount, taxRate),
  };
  if (order.currency === 'CNY') return line;
  // An order paid before rates were kept on orders converts at today's rate.
  const rate = order.yuanRate ?? exchangeRate(order.currency, 'CNY');
  return { ...line, yuanRate: { rate, on: cstDate(order.paidAt ?? order.createdAt) } };
}

/** What an application keeps of a title: its id, and its fields as they were when applying. */
export function titleOnApplication(title: InvoiceTitleRow): {
  titleId: string;
  title: InvoiceApplicationRow['title'];
} {
  const { id, memberId: _m, isDefault: _d, createdAt: _c, updatedAt: _u, ...input } = title;
  return { titleId: id, title: input };
}

/**
 * Stores a pending application of the payer for orders of one payee and one currency (`first` is
 * one of them; `lines` are theirs) on a title, and returns it.
 */
export function addApplication(
  db: Db,
  apply: {
    payer: Pick<MemberRow, 'id' | 'enterpriseId'>;
    first: OrderRow;
    lines: InvoiceLineRow[];
    title: InvoiceTitleRow;
    email: string;
    createdAt: number;
  },
): InvoiceApplicationRow {
  const { payer, first } = apply;
  const row: InvoiceApplicationRow = {
    id: nextId(db, 'invoiceApplication', 800),
    payerId: payer.id,
    payerEnterpriseId: payer.enterpriseId,
    payeeEnterpriseId: first.payeeEnterpriseId,
    currency: first.currency,
    lines: apply.lines,
    ...titleOnApplication(apply.title),
    email: apply.email,
    status: 'pending',
    createdAt: apply.createdAt,
  };
  db.invoiceApplications[row.id] = row;
  return row;
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

const NOT_INVOICED_MESSAGES: Record<NotInvoicedReason, MessageId> = {
  nothingPaid: 'invoice.orderNothingPaid',
};

/** The orders of the body, each the member's enterprise's, paid, invoiced and not yet applied for. */
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
    const reason = notInvoicedReason(db, order);
    if (reason) return invoiceConflict(NOT_INVOICED_MESSAGES[reason], { orderNo });
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
 * titles (a special one must still match the certified enterprise) and an e-mail address; the
 * payee is told.
 */
export const applyForInvoice: MemberWrite<InvoiceApplicationRow> = (db, member, body, now) => {
  const orders = ordersToApply(db, member, body.orderNos);
  if (!orders.ok) return orders;
  const title = ownTitle(db, member, body.titleId);
  if (!title.ok) {
    return title.code === BizCode.validation ? invoiceInvalid('titleId', 'field.required') : title;
  }
  const { title: input } = titleOnApplication(title.value);
  if (titleProblems(input, certifiedOf(db, member)).length > 0) {
    return invoiceInvalid('titleId', 'invoice.titleIncomplete');
  }
  const lines = orders.value.map((order) => lineOf(db, order));
  // A line without VAT has no input tax to deduct: a special invoice cannot carry it.
  if (input.type === 'special') {
    if (lines.some((line) => line.taxRate === 'untaxed')) {
      return invoiceInvalid('titleId', 'invoice.untaxedSpecial');
    }
    if (lines.some((line) => line.taxRate === 'exempt')) {
      return invoiceInvalid('titleId', 'invoice.exemptSpecial');
    }
  }
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!email) return invoiceInvalid('email', 'field.required');
  if (charCount(email) > INVOICE_LIMITS.email || !EMAIL_PATTERN.test(email)) {
    return invoiceInvalid('email', 'field.invalid');
  }
  const [first] = orders.value as [OrderRow, ...OrderRow[]];
  const row = addApplication(db, {
    payer: member,
    first,
    lines,
    title: title.value,
    email,
    createdAt: now,
  });
  noticeRequested(db, row, totalsOf(row).amount, now);
  return accept(row);
};

/** What was bought: the tender's title, or the coupon pack ('name × N'). */
export function subjectOf(db: Db, order: OrderRow): string {
  if (order.pack) {
    const name = db.couponTemplates[order.pack.templateId]?.name ?? '';
    return `${name} × ${order.pack.quantity}`;
  }
  return db.tenders[order.tenderId ?? '']?.title ?? order.orderNo;
}
