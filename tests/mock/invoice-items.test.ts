import { INVOICE_ITEMS } from '@/contract/invoice/items';
import { now } from '@mock/core/clock';
import { db } from '@mock/core/store';

import { buyAs, makeTemplate, reservedCoupon } from '../integration/coupon-data';
import { makeOrder } from '../integration/payment/make-order';
import { pdfPages } from '../utils/pdf-text';
import { pay } from './coupon-helpers';
import { ORIGIN } from './helpers';
import { apply, invoiceable, issue, paidOrderTo, titles } from './invoice-helpers';
import { tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

async function titleOf(type: 'special' | 'general') {
  const title = ((await titles()).data ?? []).find((row) => row.type === type);
  if (!title) throw new Error(`no ${type} title`);
  return title;
}

/** A paid order of the shipper's to the seeded payee that has filed the VAT exemption. */
async function exemptOrder() {
  const exempt = Object.values(db.enterprises).find((row) => row.vatExempt);
  if (!exempt) throw new Error('no exempt payee in the seed');
  const order = await paidOrderTo('forwarder');
  order.payeeEnterpriseId = exempt.id;
  return order;
}

describe('invoice lines: the item and the VAT rate from the order’s service and the payee', () => {
  it('names freight forwarding as brokerage and agency, at 6 %', async () => {
    const order = await paidOrderTo('forwarder');
    const offered = (await invoiceable()).data?.find((row) => row.orderNo === order.orderNo);
    expect(offered).toMatchObject({ taxRate: 6 });
    expect(offered?.notInvoiced).toBeUndefined();
    const reply = await apply({
      orderNos: [order.orderNo],
      titleId: (await titleOf('special')).id,
      email: 'ap@hailian.cn',
    });
    expect(reply.data?.lines).toEqual([
      expect.objectContaining({ item: 'forwarding', taxRate: 6, amount: '3990.00', tax: '225.85' }),
    ]);
    expect(INVOICE_ITEMS.forwarding.name).toBe('*经纪代理服务*国际货物运输代理服务');
  });

  it('makes an exempt payee’s line 免税, with no tax, on a general invoice only', async () => {
    const order = await exemptOrder();
    const offered = (await invoiceable()).data?.find((row) => row.orderNo === order.orderNo);
    expect(offered).toMatchObject({ taxRate: 'exempt' });

    const special = await apply({
      orderNos: [order.orderNo],
      titleId: (await titleOf('special')).id,
      email: 'ap@hailian.cn',
    });
    expect(special).toMatchObject({ code: 4000, data: { field: 'titleId' } });
    expect(special.message).toContain('免税');

    const general = await apply({
      orderNos: [order.orderNo],
      titleId: (await titleOf('general')).id,
      email: 'ap@hailian.cn',
    });
    expect(general.data).toMatchObject({ amount: '3990.00', tax: '0.00' });
    expect(general.data?.lines).toEqual([
      expect.objectContaining({ item: 'forwarding', taxRate: 'exempt', tax: '0.00' }),
    ]);
  });
});

describe('a coupon pack bought', () => {
  it('is invoiced on request as an untaxed prepaid-voucher line, on a general invoice only', async () => {
    const template = await makeTemplate({ price: '30.00', totalQuantity: 10, perUserLimit: 5 });
    const bought = await buyAs('shipper', template.id, 2);
    const row = db.orders[bought.orderNo];
    if (!row) throw new Error('no pack order');
    Object.assign(row, { status: 'paid', paidAt: now() });

    const listed = (await invoiceable()).data?.find((item) => item.orderNo === bought.orderNo);
    expect(listed).toMatchObject({ taxRate: 'untaxed', amount: '60.00' });
    expect(listed?.notInvoiced).toBeUndefined();
    const special = await apply({
      orderNos: [bought.orderNo],
      titleId: (await titleOf('special')).id,
      email: 'ap@hailian.cn',
    });
    expect(special.code).toBe(4000);
    expect(special.message).toContain('预付卡销售');

    const general = await apply({
      orderNos: [bought.orderNo],
      titleId: (await titleOf('general')).id,
      email: 'ap@hailian.cn',
    });
    expect(general.data).toMatchObject({ amount: '60.00', tax: '0.00' });
    expect(general.data?.lines).toEqual([
      expect.objectContaining({ item: 'voucher', taxRate: 'untaxed', tax: '0.00' }),
    ]);
    const issued = (await issue(general.data?.id ?? '')).data;
    const pdf = await fetch(new URL(issued?.pdfUrl ?? '', ORIGIN));
    const [text = ''] = await pdfPages(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(INVOICE_ITEMS.voucher.name);
    expect(text.replace(/\s+/g, '')).toContain('60.00不征税***');
  });
});

describe('paid orders that are not invoiced', () => {
  it('lists an order its coupon paid in full as nothing paid, and refuses to apply for it', async () => {
    const order = await makeOrder();
    await reservedCoupon(order.orderNo, '3990.00');
    const paid = await pay(order.orderNo, 'none', 'r2');
    expect(paid.data).toMatchObject({ status: 'succeeded', amount: '0.00' });

    const listed = (await invoiceable()).data?.find((item) => item.orderNo === order.orderNo);
    expect(listed).toMatchObject({ notInvoiced: 'nothingPaid', amount: '0.00' });
    const reply = await apply({
      orderNos: [order.orderNo],
      titleId: (await titleOf('general')).id,
      email: 'ap@hailian.cn',
    });
    expect(reply.code).toBe(4009);
    expect(reply.message).toContain('0.00');
  });

  it('keeps invoicing an order a coupon paid only in part', async () => {
    const order = await makeOrder();
    await reservedCoupon(order.orderNo, '90.00');
    const row = db.orders[order.orderNo];
    if (!row) throw new Error('no order');
    Object.assign(row, { status: 'paid', paidAt: now() });
    const listed = (await invoiceable()).data?.find((item) => item.orderNo === order.orderNo);
    expect(listed).toMatchObject({ amount: '3900.00', taxRate: 6 });
    expect(listed?.notInvoiced).toBeUndefined();
  });
});
