import { DevtoolsApi } from '@/contract/devtools/paths';
import type { MockInspectResult, MockInvoiceResult } from '@/contract/devtools/types';
import { db } from '@mock/core/store';

import { call } from './helpers';
import { applications, pendingApplication } from './invoice-helpers';
import { tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

const answer = (body: Record<string, unknown>) =>
  call<MockInvoiceResult>('POST', DevtoolsApi.invoice, { body });

describe(`${DevtoolsApi.invoice}: /test answers invoice applications for demos`, () => {
  it('lists pending applications, the seeded one among them, oldest first', async () => {
    const { application } = await pendingApplication();
    const pending = (await call<MockInspectResult>('GET', DevtoolsApi.inspect)).data
      ?.pendingInvoices;
    expect(pending?.at(-1)).toMatchObject({
      id: application.id,
      payer: '宁波海联进出口有限公司',
      payee: '上海远航国际货运代理有限公司',
      amount: application.amount,
      currency: application.currency,
      orders: 1,
    });
    expect(pending?.length).toBe(
      Object.values(db.invoiceApplications).filter((row) => row.status === 'pending').length,
    );
  });

  it('issues as the payee: a number and a PDF the payer then sees', async () => {
    const { application } = await pendingApplication();
    const issued = await answer({ id: application.id, decision: 'issue' });
    expect(issued.data).toMatchObject({ id: application.id, status: 'issued' });
    expect(issued.data?.invoiceNo).toMatch(/^\d{20}$/);
    const mine = (await applications('shipper', { status: 'issued' })).data?.records ?? [];
    expect(mine.find((row) => row.id === application.id)?.pdfUrl).toMatch(/\.pdf$/);
    expect((await answer({ id: application.id, decision: 'issue' })).code).toBe(4009);
  });

  it('rejects with the reason given, or a standard one', async () => {
    const first = await pendingApplication();
    await answer({ id: first.application.id, decision: 'reject', reason: '税号有误' });
    expect(db.invoiceApplications[first.application.id]).toMatchObject({
      status: 'rejected',
      reason: '税号有误',
    });
    const second = await pendingApplication();
    await answer({ id: second.application.id, decision: 'reject' });
    expect(db.invoiceApplications[second.application.id]?.reason).toBeTruthy();
  });

  it('refuses an unknown application or decision', async () => {
    expect((await answer({ id: '1', decision: 'issue' })).code).toBe(4004);
    expect((await answer({ id: '801', decision: 'approve' })).code).toBe(4000);
  });
});
