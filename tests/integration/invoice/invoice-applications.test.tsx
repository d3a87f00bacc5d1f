import { screen, waitFor, within } from '@testing-library/react';

import { db } from '@mock/core/store';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';

const URL = '/user/invoice';

/** The seeded pending application of the demo shipper to the demo forwarder. */
function seededPending() {
  const row = Object.values(db.invoiceApplications).find(
    (item) =>
      item.status === 'pending' &&
      item.payerEnterpriseId === demoAccounts.shipper.enterpriseId &&
      item.payeeEnterpriseId === demoAccounts.forwarder.enterpriseId,
  );
  if (!row) throw new Error('no seeded pending application');
  return row;
}

describe('/user/invoice applications', () => {
  it('shows the payer its applications in every state, with the rejection reason', async () => {
    await renderRoute(URL, { member: 'shipper' });
    const records = await screen.findByRole('region', { name: '开票记录' });
    const list = await within(records).findByRole('list', { name: '开票申请' });
    const cards = within(list).getAllByRole('article');
    expect(cards.length).toBeGreaterThanOrEqual(3);
    expect(within(list).getByText('待开票')).toBeVisible();
    expect(within(list).getAllByText('已开票').length).toBeGreaterThan(0);
    expect(within(list).getByText(/^驳回原因：/)).toBeVisible();
    // A shipper is never a payee: one view, no desk to answer applications.
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '收到的开票申请' })).not.toBeInTheDocument();
  });

  it('gives the forwarder a second view to answer applications, kept in the address', async () => {
    const view = await renderRoute(URL, { member: 'forwarder' });
    expect(await screen.findByRole('tab', { name: '我的发票', selected: true })).toBeVisible();
    expect(screen.getByRole('region', { name: '开票记录' })).toBeVisible();
    await view.events.click(screen.getByRole('tab', { name: '开具发票' }));
    const desk = await screen.findByRole('region', { name: '收到的开票申请' });
    expect(view.router.state.location.search).toBe('?view=issue');
    // The desk opens on what waits for an answer (on a phone, jsdom's, the states are a select).
    expect(within(desk).getByRole('combobox', { name: '申请状态' })).toBeVisible();
    expect(within(desk).getByTitle('待开票')).toBeVisible();
    expect(screen.queryByRole('region', { name: '申请开票' })).not.toBeInTheDocument();
  });

  it('lets the forwarder issue a pending application', async () => {
    const pending = seededPending();
    const view = await renderRoute(`${URL}?view=issue`, { member: 'forwarder' });
    const desk = await screen.findByRole('region', { name: '收到的开票申请' });
    const card = await within(desk).findByRole('article', { name: pending.title.title });
    // Role queries inside an application card are slow in jsdom (half a minute for this card's
    // buttons): they are found by their text, or by their accessible names (aria-label).
    await view.events.click(within(card).getByText('开票'));
    await view.events.click(
      await screen.findByRole('button', { name: `为 ${pending.title.title} 开票` }),
    );

    expect(await screen.findByText(/^已开票，发票号码 \d{20}$/)).toBeInTheDocument();
    await waitFor(() => expect(db.invoiceApplications[pending.id]?.status).toBe('issued'));
  });

  it('lets the forwarder reject one with a reason, which is required', async () => {
    const pending = seededPending();
    const view = await renderRoute(`${URL}?view=issue`, { member: 'forwarder' });
    const desk = await screen.findByRole('region', { name: '收到的开票申请' });
    const card = await within(desk).findByRole('article', { name: pending.title.title });
    await view.events.click(within(card).getByLabelText(`驳回 ${pending.title.title} 的申请`));
    const dialog = await screen.findByRole('dialog', { name: '驳回开票申请' });
    await view.events.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeVisible();
    await view.events.type(within(dialog).getByLabelText('驳回原因'), '金额与合同不符');
    await view.events.click(within(dialog).getByRole('button', { name: '驳回' }));

    expect(await screen.findByText('已驳回申请')).toBeInTheDocument();
    await waitFor(() =>
      expect(db.invoiceApplications[pending.id]).toMatchObject({
        status: 'rejected',
        reason: '金额与合同不符',
      }),
    );
  });
});
