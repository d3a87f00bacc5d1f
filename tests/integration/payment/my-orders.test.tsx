import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { db } from '@mock/core/store';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';
import { makeOrder } from './make-order';

const URL = '/business/payment';

function ordersOf(kind: 'shipper' | 'forwarder', side: 'payer' | 'payee') {
  const id = demoAccounts[kind].memberId;
  return Object.values(db.orders).filter((row) =>
    side === 'payer' ? row.payerId === id : row.payeeId === id,
  );
}

/**
 * antd's radio input takes no pointer events (its styled label gets the click); role queries are slow
 * on this page in jsdom, so the input is found by its label and clicked directly.
 */
const pickStatus = (name: string) => fireEvent.click(screen.getByLabelText(name));

describe('/business/payment without an order number (my orders)', () => {
  it('lists the orders a shipper pays and filters them by status, in the address', async () => {
    const fresh = await makeOrder();
    const view = await renderRoute(URL, { member: 'shipper' });

    expect(await screen.findByText(fresh.orderNo)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '我付款的', selected: true })).toBeInTheDocument();
    const paid = ordersOf('shipper', 'payer')
      .filter((row) => row.status === 'paid')
      .sort((a, b) => b.createdAt - a.createdAt);
    expect(paid.length).toBeGreaterThan(0);

    pickStatus('已支付');
    await waitFor(() => expect(view.router.state.location.search).toBe('?role=payer&status=paid'));
    expect(await screen.findByText(paid[0]?.orderNo ?? '?')).toBeInTheDocument();
    // The filtered answer replaces the whole list (the paid order was in it before too).
    await waitFor(() => expect(screen.queryByText(fresh.orderNo)).not.toBeInTheDocument());
  });

  it('opens an unpaid order from the list to pay it', async () => {
    const fresh = await makeOrder();
    const view = await renderRoute(`${URL}?status=unpaid`, { member: 'shipper' });

    await view.events.click(await screen.findByText(fresh.orderNo));
    await waitFor(() =>
      expect(view.router.state.location.search).toBe(`?orderNo=${fresh.orderNo}`),
    );
    expect(await screen.findByRole('region', { name: '订单信息' })).toBeVisible();
  });

  it('keeps the side and status from the address after a reload', async () => {
    const fresh = await makeOrder();
    await renderRoute(`${URL}?role=payee&status=unpaid`, { member: 'forwarder', locale: 'en-US' });

    expect(await screen.findByText(fresh.orderNo)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Paid to me', selected: true })).toBeVisible();
    expect(screen.getByLabelText('Unpaid')).toBeChecked();
    const row = screen.getByRole('row', { name: new RegExp(fresh.orderNo) });
    expect(within(row).getByText(fresh.orderNo)).toHaveAttribute(
      'href',
      `/business/payment?orderNo=${fresh.orderNo}`,
    );
    expect(within(row).getByText('Unpaid')).toBeVisible();
  });

  it('opens a forwarder on the orders paid to it, and switches side with the tabs', async () => {
    const fresh = await makeOrder();
    const view = await renderRoute(URL, { member: 'forwarder' });

    expect(await screen.findByText(fresh.orderNo)).toBeVisible();
    expect(screen.getByRole('tab', { name: '我收款的', selected: true })).toBeVisible();

    await view.events.click(screen.getByRole('tab', { name: '我付款的' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?role=payer'));
    expect(ordersOf('forwarder', 'payer')).toHaveLength(0);
    expect(await screen.findByText('没有符合条件的订单')).toBeVisible();
  });
});
