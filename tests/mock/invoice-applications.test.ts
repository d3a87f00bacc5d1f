import { InvoiceApi } from '@/contract/invoice/paths';
import { now } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { nextInvoiceNo } from '@mock/domains/invoice/answers';

import { buyAs, makeTemplate, reservedCoupon } from '../integration/coupon-data';
import { makeOrder } from '../integration/payment/make-order';
import { call } from './helpers';
import {
  applications,
  apply,
  defaultTitle,
  invoiceable,
  issue,
  paidOrderTo,
  pendingApplication,
  reject,
} from './invoice-helpers';
import { tokenOf, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

describe('seeded applications', () => {
  it('show the shipper one application in every state, and the forwarder its own', async () => {
    const mine = (await applications('shipper')).data?.records ?? [];
    expect(new Set(mine.map((row) => row.status))).toEqual(
      new Set(['pending', 'issued', 'rejected']),
    );
    expect(mine.every((row) => row.role === 'payer')).toBe(true);
    const desk = (await applications('forwarder', { role: 'payee' })).data?.records ?? [];
    expect(new Set(desk.map((row) => row.status))).toEqual(
      new Set(['pending', 'issued', 'rejected']),
    );
    expect(desk.every((row) => row.role === 'payee' && row.payee.enterpriseId === '2002')).toBe(
      true,
    );
    const issued = desk.find((row) => row.status === 'issued');
    expect(issued?.invoiceNo).toMatch(/^\d{20}$/);
  });

  it('lists the shipper’s paid orders on no pending or issued application', async () => {
    const open = (await invoiceable()).data ?? [];
    const taken = new Set(
      Object.values(db.invoiceApplications)
        .filter((row) => row.status !== 'rejected')
        .flatMap((row) => row.lines.map((line) => line.orderNo)),
    );
    expect(open.length).toBeGreaterThan(0);
    expect(open.some((order) => taken.has(order.orderNo))).toBe(false);
    const rejected = Object.values(db.invoiceApplications).find(
      (row) => row.status === 'rejected' && row.payerEnterpriseId === '2001',
    );
    expect(open.map((order) => order.orderNo)).toContain(rejected?.lines[0]?.orderNo);
  });

  it('gives the consolidator the invoice it issued to the demo shipper, with its PDF', async () => {
    const desk = (await applications('consolidator', { role: 'payee' })).data?.records ?? [];
    expect(desk).toEqual([
      expect.objectContaining({
        status: 'issued',
        payer: expect.objectContaining({ name: '宁波海联进出口有限公司' }) as unknown,
        pdfUrl: expect.stringMatching(/^\/mock-oss\/invoice\/[0-9a-f]{32}\.pdf$/) as unknown,
      }),
    ]);
  });

  it('asks a shipper to be a forwarder or consolidator for the payee side', async () => {
    expect((await applications('shipper', { role: 'payee' })).code).toBe(4003);
  });
});

describe(`POST ${InvoiceApi.apply}`, () => {
  it('applies for what was paid after the coupon, with the VAT in it, and only once per order', async () => {
    const order = await makeOrder();
    await reservedCoupon(order.orderNo, '100.00');
    const row = db.orders[order.orderNo];
    if (!row) throw new Error('no order');
    Object.assign(row, { status: 'paid', paidAt: now() });
    const title = await defaultTitle();

    const reply = await apply({
      orderNos: [order.orderNo],
      titleId: title.id,
      email: 'ap@hailian.cn',
    });
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({
      status: 'pending',
      type: 'special',
      currency: 'USD',
      amount: '3890.00', // 3,990.00 − the 100.00 coupon
      tax: '220.19', // 389000 × 6 / 106 = 22018.87 cents
      payee: { enterpriseId: '2002' },
      title: { title: title.title, taxNo: title.taxNo },
      email: 'ap@hailian.cn',
      role: 'payer',
    });
    expect(reply.data?.lines).toHaveLength(1);
    expect((await invoiceable()).data?.map((item) => item.orderNo)).not.toContain(order.orderNo);

    const again = await apply({
      orderNos: [order.orderNo],
      titleId: title.id,
      email: 'ap@hailian.cn',
    });
    expect(again).toMatchObject({
      code: 4009,
      message: `订单 ${order.orderNo} 已在其他开票申请中`,
    });
  });

  it('refuses orders of two payees or two currencies together, and an empty choice', async () => {
    const title = await defaultTitle();
    const forwarder = await paidOrderTo('forwarder');
    const consolidator = await paidOrderTo('forwarder');
    consolidator.payeeEnterpriseId = '2003';
    const body = { titleId: title.id, email: 'ap@hailian.cn' };
    expect(
      await apply({ ...body, orderNos: [forwarder.orderNo, consolidator.orderNo] }),
    ).toMatchObject({
      code: 4000,
      message: '一张发票只能包含同一收款方的订单',
    });
    const other = await paidOrderTo('forwarder');
    other.currency = 'CNY';
    expect((await apply({ ...body, orderNos: [forwarder.orderNo, other.orderNo] })).message).toBe(
      '一张发票只能包含同一币种的订单',
    );
    expect((await apply({ ...body, orderNos: [] })).message).toBe('请选择要开票的订单');
  });

  it('refuses an unpaid order, another payer’s order, a wrong e-mail and another member’s title', async () => {
    const title = await defaultTitle();
    const unpaid = await makeOrder();
    const paid = await paidOrderTo();
    expect(
      (await apply({ orderNos: [unpaid.orderNo], titleId: title.id, email: 'a@b.cn' })).code,
    ).toBe(4009);
    expect(
      (await apply({ orderNos: [paid.orderNo], titleId: title.id, email: 'a@b.cn' }, 'forwarder'))
        .code,
    ).toBe(4003);
    expect(
      await apply({ orderNos: [paid.orderNo], titleId: title.id, email: 'not-mail' }),
    ).toMatchObject({
      code: 4000,
      message: '接收邮箱格式不正确',
    });
    const theirs = await defaultTitle('forwarder');
    expect(
      (await apply({ orderNos: [paid.orderNo], titleId: theirs.id, email: 'a@b.cn' })).code,
    ).toBe(4003);
  });

  it('counts a coupon pack as an order paid to the coupon issuer', async () => {
    const template = await makeTemplate({ price: '10.00', currency: 'USD', perUserLimit: 5 });
    const pack = await buyAs('shipper', template.id, 2);
    const row = db.orders[pack.orderNo];
    if (!row) throw new Error('no pack order');
    Object.assign(row, { status: 'paid', paidAt: now() });
    const listed = (await invoiceable()).data?.find((order) => order.orderNo === pack.orderNo);
    expect(listed).toMatchObject({ amount: '20.00', subject: `${template.name} × 2` });
  });
});

describe('the payee’s answer', () => {
  it('issues a pending application once, with a number and a date', async () => {
    const { application } = await pendingApplication();
    const issued = await issue(application.id);
    expect(issued.data).toMatchObject({
      status: 'issued',
      role: 'payee',
      issuedAt: expect.any(String) as string,
    });
    expect((await issue(application.id)).code).toBe(4009);
    expect((await reject(application.id, '重复')).code).toBe(4009);
  });

  it('numbers each seller’s invoices in its tax region and its own sequence', async () => {
    const issueOne = async () => {
      const { application } = await pendingApplication();
      return (await issue(application.id)).data?.invoiceNo ?? '';
    };
    // The year, the province of the seller's credit code (the forwarder's 310109, Shanghai; the
    // consolidator's 440305, Shenzhen), the channel, the seller's enterprise and its own count.
    expect(db.enterprises['2002']?.unifiedSocialCreditCode.slice(2, 8)).toBe('310109');
    expect(db.enterprises['2003']?.unifiedSocialCreditCode.slice(2, 8)).toBe('440305');
    const first = await issueOne();
    // On the mock's clock, frozen at T0 like the calls above: the year is T0's, not today's.
    const other = nextInvoiceNo(db, '2003', now());
    const second = await issueOne();
    expect(first).toMatch(/^26312002002\d{9}$/);
    expect(other).toMatch(/^26442002003\d{9}$/);
    expect(BigInt(second) - BigInt(first)).toBe(1n);
  });

  it('lets only the payee answer: another payee gets 4003, a shipper too', async () => {
    const { application } = await pendingApplication();
    expect((await issue(application.id, 'consolidator')).code).toBe(4003);
    expect((await issue(application.id, 'shipper')).code).toBe(4003);
    expect(db.invoiceApplications[application.id]?.status).toBe('pending');
  });

  it('rejects with a reason; the orders can be applied for again', async () => {
    const { application, order, title } = await pendingApplication();
    expect((await reject(application.id, ' ')).message).toBe('请填写驳回原因');
    const rejected = await reject(application.id, '抬头有误');
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: '抬头有误' });
    expect((await invoiceable()).data?.map((item) => item.orderNo)).toContain(order.orderNo);
    const again = await apply({
      orderNos: [order.orderNo],
      titleId: title.id,
      email: 'ap@hailian.cn',
    });
    expect(again.code).toBe(200);
  });

  it('keeps a title a pending application uses from being deleted', async () => {
    const { application, title } = await pendingApplication();
    const deleted = await call('POST', InvoiceApi.deleteTitle, {
      body: { id: title.id },
      token: tokenOf('shipper'),
    });
    expect(deleted).toMatchObject({ code: 4009, message: '该抬头正被待开票的申请使用，不能删除' });
    await issue(application.id);
    const seededPending = Object.values(db.invoiceApplications).filter(
      (row) => row.status === 'pending' && row.titleId === title.id,
    );
    for (const row of seededPending) await reject(row.id, '测试');
    const later = await call('POST', InvoiceApi.deleteTitle, {
      body: { id: title.id },
      token: tokenOf('shipper'),
    });
    expect(later.code).toBe(200);
  });
});
