import { InvoiceApi } from '@/contract/invoice/paths';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/contract/invoice/types';

import { endpoint, type Ctx } from '../../core/endpoint';
import { fromRejection, ok, page, reply } from '../../core/envelope';
import { currentMember, requireUserType } from '../../core/guard';
import { oneOf } from '../../core/input';
import { pageParams } from '../../core/parse';
import { db } from '../../core/store';
import { issueApplication, rejectApplication, resendInvoice } from './answers';
import { applyForInvoice, invoiceableOrders, titleInUse } from './applications';
import { invoiceFileHandler } from './files';
import { invoiceInvalid } from './problems';
import { certifiedOf, deleteTitle, saveTitle, titlesOf } from './titles';
import { toApplication, toInvoiceable, toTitle } from './views';

import type { MemberRow } from '../member/schema';

/** Invoices are issued by the payees of orders: freight forwarders and consolidators. */
const PAYEES = [2, 3] as const;

function payee(ctx: Ctx): MemberRow {
  const self = currentMember(ctx);
  requireUserType(self, PAYEES);
  return self;
}

/** Invoices: any member's titles and applications; payees answer the applications to them. */
export const handlers = [
  endpoint('get', InvoiceApi.titles, (ctx) => {
    const self = currentMember(ctx);
    return ok({ titles: titlesOf(db, self).map(toTitle), ...certifiedOf(db, self) });
  }),

  endpoint('post', InvoiceApi.saveTitle, async (ctx) => {
    const saved = saveTitle(db, currentMember(ctx), await ctx.json(), ctx.now);
    return reply(saved, toTitle);
  }),

  endpoint('post', InvoiceApi.deleteTitle, async (ctx) => {
    const body = await ctx.json();
    const deleted = deleteTitle(db, currentMember(ctx), body.id, (id) => titleInUse(db, id));
    return reply(deleted, () => null);
  }),

  endpoint('get', InvoiceApi.invoiceable, (ctx) =>
    ok(invoiceableOrders(db, currentMember(ctx)).map((order) => toInvoiceable(db, order))),
  ),

  endpoint('post', InvoiceApi.apply, async (ctx) => {
    const self = currentMember(ctx);
    const applied = applyForInvoice(db, self, await ctx.json(), ctx.now);
    return reply(applied, (row) => toApplication(db, row, self));
  }),

  endpoint('get', InvoiceApi.applications, (ctx) => {
    const role = ctx.query.get('role')?.trim() ?? 'payer';
    if (role !== 'payer' && role !== 'payee') return fromRejection(invoiceInvalid('role'));
    const self = role === 'payee' ? payee(ctx) : currentMember(ctx);
    const status = ctx.query.get('status')?.trim() ?? '';
    if (status && !oneOf<ApplicationStatus>(status, APPLICATION_STATUSES)) {
      return fromRejection(invoiceInvalid('status'));
    }
    const { current, size } = pageParams(ctx.query);
    const rows = Object.values(db.invoiceApplications)
      .filter((row) =>
        role === 'payee'
          ? row.payeeEnterpriseId === self.enterpriseId
          : row.payerEnterpriseId === self.enterpriseId,
      )
      .filter((row) => !status || row.status === status)
      .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
    const paged = page(rows, current, size);
    return ok({ ...paged, records: paged.records.map((row) => toApplication(db, row, self)) });
  }),

  endpoint('post', InvoiceApi.issue, async (ctx) => {
    const self = payee(ctx);
    const body = await ctx.json();
    return reply(issueApplication(db, self, body.id, ctx.now), (row) =>
      toApplication(db, row, self),
    );
  }),

  endpoint('post', InvoiceApi.reject, async (ctx) => {
    const self = payee(ctx);
    const rejected = rejectApplication(db, self, await ctx.json(), ctx.now);
    return reply(rejected, (row) => toApplication(db, row, self));
  }),

  endpoint('post', InvoiceApi.resend, async (ctx) => {
    const self = currentMember(ctx);
    const body = await ctx.json();
    return reply(resendInvoice(db, self, body.id, ctx.now), (row) => toApplication(db, row, self));
  }),

  invoiceFileHandler,
];
