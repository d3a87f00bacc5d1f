import { screen, within } from '@testing-library/react';

import { db } from '@mock/core/store';

import { renderRoute } from '../../utils/render-route';

/** The seeded pending application: the demo shipper's, to the demo forwarder. */
function seededPending() {
  const row = Object.values(db.invoiceApplications).find((item) => item.status === 'pending');
  if (!row) throw new Error('seed changed');
  return row;
}

describe('/test: invoice applications for demos', () => {
  it('issues a pending application as its payee would', async () => {
    const pending = seededPending();
    const { events } = await renderRoute('/test', { locale: 'en-US' });

    const desk = await screen.findByRole('region', { name: 'Invoice applications to answer' });
    expect(
      await within(desk).findByText('宁波海联进出口有限公司 → 上海远航国际货运代理有限公司'),
    ).toBeVisible();
    expect(within(desk).getByText(/^\d+\.\d{2} USD, 1 order, applied/)).toBeVisible();
    // A role query here walks antd's whole style tree in jsdom: find the text.
    await events.click(within(desk).getByText('Issue'));

    expect(await screen.findByText(/^Issued, invoice number \d{20}$/)).toBeInTheDocument();
    expect(await within(desk).findByText('No invoice application is waiting')).toBeVisible();
    expect(db.invoiceApplications[pending.id]?.status).toBe('issued');
  });

  it('rejects one with the reason typed', async () => {
    const pending = seededPending();
    const { events } = await renderRoute('/test');

    const desk = await screen.findByRole('region', { name: '待开具的发票申请' });
    await events.type(await within(desk).findByLabelText('驳回原因'), '请改用普通发票');
    await events.click(within(desk).getByText('驳回'));

    expect(await within(desk).findByText('没有等待开票的申请')).toBeVisible();
    expect(db.invoiceApplications[pending.id]).toMatchObject({
      status: 'rejected',
      reason: '请改用普通发票',
    });
  });
});
