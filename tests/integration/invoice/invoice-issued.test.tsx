import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { watchFollowedLinks } from '../../utils/followed-links';
import { renderRoute } from '../../utils/render-route';
import { wholeText } from '../../utils/whole-text';

const URL = '/user/invoice';

/** The demo shipper's seeded issued invoice (in dollars: invoiced in yuan at the rate). */
function seededIssued() {
  const row = Object.values(db.invoiceApplications).find(
    (item) =>
      item.status === 'issued' && item.payerEnterpriseId === demoAccounts.shipper.enterpriseId,
  );
  if (!row?.invoiceNo) throw new Error('no seeded issued invoice');
  return { ...row, invoiceNo: row.invoiceNo };
}

/** The card of an issued invoice in the payer's records: it is named after the payee. */
// Role queries inside an application card are slow in jsdom: its buttons are found by their
// accessible names (aria-label).
async function issuedCard(issued: ReturnType<typeof seededIssued>): Promise<HTMLElement> {
  const records = await screen.findByRole('region', { name: '开票记录' });
  const payee = db.enterprises[issued.payeeEnterpriseId]?.name ?? '';
  return within(records).findByRole('article', { name: payee });
}

describe('/user/invoice issued invoices', () => {
  it('shows what the invoice states in yuan, and downloads its PDF under its number', async () => {
    const issued = seededIssued();
    const saved = watchFollowedLinks();
    const view = await renderRoute(URL, { member: 'shipper' });
    const card = await issuedCard(issued);
    // The sentence holds the day as a time element a line does not break inside.
    const invoiced = within(card).getByText(
      (_, element) =>
        element?.tagName === 'P' &&
        /^发票金额 CNY [\d,]+\.\d\d（其中税额 CNY [\d,]+\.\d\d），按支付日汇率折算：\d{4}-\d\d-\d\d 1 USD = 7\.1250 元$/.test(
          // As the default matcher reads text: a money amount's no-break space as a space.
          element.textContent.replace(/\s+/g, ' '),
        ),
    );
    expect(invoiced).toBeVisible();
    const day = within(invoiced).getByText(/^\d{4}-\d\d-\d\d$/);
    expect(day.tagName).toBe('TIME');
    expect(day).toHaveAttribute('datetime', day.textContent);
    const sent = within(card).getByText(wholeText(/^已发送至 finance@example\.com，最近一次于/));
    expect(sent).toBeVisible();
    // The address is one left-to-right run of its own, which a narrow card breaks only at its dots.
    expect(within(sent).getByText('finance@example.com').tagName).toBe('BDI');

    await view.events.click(within(card).getByLabelText(`下载 PDF：发票 ${issued.invoiceNo}`));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [save] = saved;
    expect(save?.download).toBe(`发票_${issued.invoiceNo}.pdf`);
    const bytes = new Uint8Array((await save?.file?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('says so when the PDF cannot be fetched, and the button is there to try again', async () => {
    const issued = seededIssued();
    const saved = watchFollowedLinks();
    server.use(http.get('*/mock-oss/invoice/:file', () => new HttpResponse(null, { status: 503 })));
    const view = await renderRoute(URL, { member: 'shipper' });
    const card = await issuedCard(issued);
    const download = within(card).getByLabelText(`下载 PDF：发票 ${issued.invoiceNo}`);
    await view.events.click(download);
    expect(await screen.findByText(/^发票下载失败：服务器/)).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    server.resetHandlers();
    await view.events.click(download);
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('e-mails it again, and says when it was sent a moment ago', async () => {
    const issued = seededIssued();
    const row = db.invoiceApplications[issued.id];
    const view = await renderRoute(URL, { member: 'shipper' });
    const card = await issuedCard(issued);
    const resend = within(card).getByLabelText(
      `重新发送发票 ${issued.invoiceNo} 到 ${issued.email}`,
    );
    await view.events.click(resend);
    expect(
      await screen.findByText(wholeText(`已将发票重新发送到 ${issued.email}`)),
    ).toBeInTheDocument();
    await waitFor(() => expect(row?.sentAt).toBeGreaterThan(issued.sentAt ?? 0));

    await view.events.click(resend);
    expect(await screen.findByText(/^发票刚刚发送过，请 \d+ 秒后再试$/)).toBeInTheDocument();
  });
});
