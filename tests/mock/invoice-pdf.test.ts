import { capitalAmount } from '@/contract/invoice/capital';
import type { InvoiceApplication } from '@/contract/invoice/types';
import { db } from '@mock/core/store';

import { pdfQrText } from '../utils/pdf-qr';
import { pdfPages } from '../utils/pdf-text';
import { ORIGIN, T0 } from './helpers';
import { applications, issue, pendingApplication, resend } from './invoice-helpers';
import { tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

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

    // The QR code reads back: kind 31 (special), no code, number, amount without tax, date, check code.
    const checkCode = db.invoiceApplications[invoice.id]?.checkCode;
    expect(checkCode).toMatch(/^\d{20}$/);
    expect(await pdfQrText(bytes)).toBe(
      `01,31,,${invoice.invoiceNo},3764.15,20260110,${checkCode}`,
    );
  });

  it('is in yuan for orders paid in dollars, at the rate of the issue date, named in the remarks', async () => {
    const { invoice } = await issued(1, 'USD');
    // 3,990.00 USD × 7.1250 = 28,428.75 yuan; its VAT 28,428.75 × 6 / 106 = 1,609.17.
    expect(invoice.invoiced).toEqual({ amount: '28428.75', tax: '1609.17', rate: '7.1250' });
    const [text = ''] = await pdfPages((await download(invoice)).bytes);
    expect(text).toContain('¥28,428.75');
    expect(text).toContain('¥1,609.17');
    expect(text).toContain('⊗贰万捌仟肆佰贰拾捌元柒角伍分');
    expect(text).toContain('原币价税合计 USD 3,990.00');
    expect(text).toContain('1 USD = 7.1250 CNY');
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
