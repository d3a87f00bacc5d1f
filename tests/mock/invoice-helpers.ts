import type { Page } from '@/contract/http';
import { InvoiceApi } from '@/contract/invoice/paths';
import type {
  InvoiceApplication,
  InvoiceableOrder,
  InvoiceTitle,
  InvoiceTitles,
} from '@/contract/invoice/types';
import { now } from '@mock/core/clock';
import { db } from '@mock/core/store';
import type { DemoKind } from '@mock/testing';

import { makeOrder } from '../integration/payment/make-order';
import { call } from './helpers';
import { tokenOf } from './trade-helpers';

/** The invoice calls as the demo members make them, and paid orders to invoice. */
export const invoiceable = (kind: DemoKind = 'shipper') =>
  call<InvoiceableOrder[]>('GET', InvoiceApi.invoiceable, { token: tokenOf(kind) });
export const titles = (kind: DemoKind = 'shipper') =>
  call<InvoiceTitles>('GET', InvoiceApi.titles, { token: tokenOf(kind) }).then((reply) => ({
    ...reply,
    data: reply.data?.titles,
  }));
export const applications = (kind: DemoKind, query: Record<string, string> = {}) =>
  call<Page<InvoiceApplication>>('GET', InvoiceApi.applications, {
    token: tokenOf(kind),
    query,
  });
export const apply = (body: Record<string, unknown>, kind: DemoKind = 'shipper') =>
  call<InvoiceApplication>('POST', InvoiceApi.apply, { body, token: tokenOf(kind) });
export const issue = (id: string, kind: DemoKind = 'forwarder') =>
  call<InvoiceApplication>('POST', InvoiceApi.issue, { body: { id }, token: tokenOf(kind) });
export const reject = (id: string, reason: string, kind: DemoKind = 'forwarder') =>
  call<InvoiceApplication>('POST', InvoiceApi.reject, {
    body: { id, reason },
    token: tokenOf(kind),
  });

export async function defaultTitle(kind: DemoKind = 'shipper'): Promise<InvoiceTitle> {
  const [title] = (await titles(kind)).data ?? [];
  if (!title) throw new Error('no seeded title');
  return title;
}

export async function paidOrderTo(bidder: DemoKind = 'forwarder') {
  const order = await makeOrder(bidder);
  const row = db.orders[order.orderNo];
  if (!row) throw new Error('no order');
  row.status = 'paid';
  row.paidAt = now();
  return row;
}

export const resend = (id: string, kind: DemoKind = 'shipper') =>
  call<InvoiceApplication>('POST', InvoiceApi.resend, { body: { id }, token: tokenOf(kind) });

/** The shipper's pending application for `count` new orders paid to the demo forwarder. */
export async function pendingApplication(count = 1, currency?: 'USD' | 'CNY') {
  const orders = [];
  for (let index = 0; index < count; index += 1) {
    const order = await paidOrderTo('forwarder');
    if (currency) order.currency = currency;
    orders.push(order);
  }
  const [order] = orders;
  if (!order) throw new Error('no orders to apply for');
  const title = await defaultTitle();
  const reply = await apply({
    orderNos: orders.map((order) => order.orderNo),
    titleId: title.id,
    email: 'ap@hailian.cn',
  });
  if (!reply.data) throw new Error(reply.message);
  return { order, orders, application: reply.data, title };
}
