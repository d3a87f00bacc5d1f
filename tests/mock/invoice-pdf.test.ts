import { capitalAmount } from '@/contract/invoice/capital';
import type { InvoiceApplication } from '@/contract/invoice/types';
import { now } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { grouped } from '@mock/domains/invoice/pdf/document';
import { crc16 } from '@mock/domains/invoice/pdf/qr';
import { confirmPayment } from '@mock/domains/order/rules';

import { makeOrder } from '../integration/payment/make-order';
import { pdfQrText } from '../utils/pdf-qr';
import { pdfPages } from '../utils/pdf-text';
import { pay } from './coupon-helpers';
import { ORIGIN, T0 } from './helpers';
import {
  applications,
  apply,
  defaultTitle,
  issue,
  paidOrderTo,
  pendingApplication,
  resend,
} from './invoice-helpers';
import { tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

const DAY = 24 * 3600 * 1000;

async function download(application: InvoiceApplication) {
  if (!application.pdfUrl) throw new Error(`application ${application.id} has no PDF`);
  const response = await fetch(new URL(application.pdfUrl, ORIGIN));
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function issued(count = 1, currency?: 'USD' | 'CNY') {
  const { application, orders, title } = await pendingApplication(count, currency);
  const reply = await issue(application.id);
  if (!reply.data) throw new Error(reply.message);
  return { invoice: reply.data, orders, title };
}

describe('the invoice PDF', () => {
  it('is a PDF whose text reads back: number, date, both parties, the line, totals and capitals', async () => {
    const { invoice, title, orders } = await issued(1, 'CNY');
    expect(invoice.invoiced).toEqual({ amount: invoice.amount, tax: invoice.tax });
    const { response, bytes } = await download(invoice);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const [text = ''] = await pdfPages(bytes);
    const seller = db.enterprises['2002'];
    const line = invoice.lines[0];
    const [order] = orders;
    if (!seller || !line || !order) throw new Error('missing seed');
    for (const expected of [
      '电子发票（增值税专用发票）',
      invoice.invoiceNo,
      '2026年01月10日',
      title.title,
      title.taxNo,
      `${title.bank} ${title.account}`,
      seller.name,
      seller.unifiedSocialCreditCode,
      '*经纪代理服务*国际货物运输代理服务',
      order.orderNo,
      '6%',
      capitalAmount(invoice.amount),
      '开票人',
    ]) {
      expect(text).toContain(expected);
    }
    // 3,990.00 yuan paid: 3,764.15 without tax and 225.85 tax.
    expect(invoice.amount).toBe('3990.00');
    expect(text).toContain('¥3,764.15');
    expect(text).toContain('¥225.85');
    expect(text).toContain('¥3,990.00');
    expect(text).toContain('⊗叁仟玖佰玖拾元整');

    // The QR code reads back as a 数电票's, each field as the face prints it: kind 31 (special), no
    // invoice code, the number, the total including tax, the date, no check code, and the CRC of
    // all before it.
    const fields = ((await pdfQrText(bytes)) ?? '').split(',');
    expect(fields).toHaveLength(8);
    const [version, kind, code, number, total, date, check, crc] = fields;
    expect([version, kind, code, check]).toEqual(['01', '31', '', '']);
    expect(number).toBe(invoice.invoiceNo);
    expect(total).toBe(invoice.amount);
    expect(text).toContain(`¥${grouped(total ?? '')}`);
    expect(text).toContain(`${date?.slice(0, 4)}年${date?.slice(4, 6)}月${date?.slice(6)}日`);
    expect(crc).toBe(
      crc16(`${fields.slice(0, 7).join(',')},`)
        .toString(16)
        .toUpperCase()
        .padStart(4, '0'),
    );
    expect(text).not.toContain('校验码');
  });

  it('is in yuan for orders paid in dollars, at the rate kept on each order when it was paid', async () => {
    // Two orders paid two days apart, at the rates of those days (today's mock rate is 7.1250).
    const early = await paidOrderTo('forwarder');
    const late = await paidOrderTo('forwarder');
    Object.assign(early, { yuanRate: '7.0800', paidAt: T0 - 3 * DAY });
    Object.assign(late, { yuanRate: '7.1000', paidAt: T0 - DAY });
    const title = await defaultTitle();
    const applied = await apply({
      orderNos: [early.orderNo, late.orderNo],
      titleId: title.id,
      email: 'ap@hailian.cn',
    });
    const invoice = (await issue(applied.data?.id ?? '')).data;
    if (!invoice) throw new Error('not issued');
    // 3,990.00 × 7.0800 = 28,249.20 and 3,990.00 × 7.1000 = 28,329.00 yuan; VAT 1,599.01 + 1,603.53.
    expect(invoice.invoiced).toEqual({
      amount: '56578.20',
      tax: '3202.54',
      rates: [
        { rate: '7.0800', on: '2026-01-07' },
        { rate: '7.1000', on: '2026-01-09' },
      ],
    });
    const [text = ''] = await pdfPages((await download(invoice)).bytes);
    expect(text).toContain('¥56,578.20');
    expect(text).toContain('¥3,202.54');
    expect(text).toContain('原币价税合计 USD 7,980.00');
    expect(text).toContain(
      '按支付日汇率折算：2026-01-07 1 USD = 7.0800 CNY、2026-01-09 1 USD = 7.1000 CNY',
    );
  });

  it('keeps the rate of the payment day on the order when it is paid', async () => {
    const order = await makeOrder();
    const reply = await pay(order.orderNo, 'wechat', 'rate-1');
    expect(reply.code).toBe(200);
    const row = db.orders[order.orderNo];
    if (!row) throw new Error('no order');
    expect(confirmPayment(db, row.orderNo, now()).ok).toBe(true);
    expect(row).toMatchObject({ status: 'paid', yuanRate: '7.1250' });
  });

  it('goes on over more pages for many orders, the totals on the last', async () => {
    const { invoice } = await issued(7, 'CNY');
    const pages = await pdfPages((await download(invoice)).bytes);
    expect(pages).toHaveLength(2);
    const [first = '', last = ''] = pages;
    expect(first).toContain('第 1 页 共 2 页');
    expect(first).toContain('（续下页）');
    expect(first).not.toContain('价税合计');
    expect(last).toContain('第 2 页 共 2 页');
    expect(last).toContain(capitalAmount(invoice.amount));
    for (const line of invoice.lines) expect(pages.join(' ')).toContain(line.orderNo);
  });

  it('exists only for issued invoices, under its own name', async () => {
    const { application } = await pendingApplication();
    expect(application.pdfUrl).toBeUndefined();
    const seeded = (await applications('shipper', { status: 'issued' })).data?.records[0];
    if (!seeded?.pdfUrl) throw new Error('no seeded issued invoice');
    expect((await download(seeded)).response.status).toBe(200);
    const guessed = seeded.pdfUrl.replace(/[0-9a-f]{32}/, '0'.repeat(32));
    expect((await fetch(new URL(guessed, ORIGIN))).status).toBe(404);
  });
});

describe('resending an issued invoice', () => {
  it('e-mails it again to its payer or payee once a minute; others get 4003', async () => {
    const { invoice } = await issued();
    expect(invoice.sentAt).toBe(invoice.issuedAt);
    expect(await resend(invoice.id)).toMatchObject({
      code: 4009,
      message: '发票刚刚发送过，请 60 秒后再试',
    });
    const row = db.invoiceApplications[invoice.id];
    if (!row?.sentAt) throw new Error('no row');
    row.sentAt -= 61_000;
    expect((await resend(invoice.id)).code).toBe(200);
    expect(row.sentAt).toBe(T0);
    row.sentAt -= 61_000;
    expect((await resend(invoice.id, 'forwarder')).code).toBe(200);
    row.sentAt -= 61_000;
    expect((await resend(invoice.id, 'consolidator')).code).toBe(4003);
  });

  it('refuses an application not issued yet', async () => {
    const { application } = await pendingApplication();
    expect(await resend(application.id)).toMatchObject({
      code: 4009,
      message: '发票尚未开具，不能发送',
    });
  });
});
