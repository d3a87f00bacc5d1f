import { screen, waitFor, within } from '@testing-library/react';

import { OrderApi } from '@/contract/order/paths';
import { resetClock } from '@mock/core/clock';
import { db } from '@mock/core/store';

import { holdReplies } from '../../utils/held-reply';
import { renderRoute } from '../../utils/render-route';
import { makeOrder } from './make-order';

// What is under test is a slow answer, not the time-out: a held request may wait as long as a busy
// machine needs (queries over a whole page take seconds in jsdom there).
vi.mock('@/config/constants', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  REQUEST_TIMEOUT_MS: 600_000,
}));

const url = (orderNo: string) => `/business/payment?orderNo=${encodeURIComponent(orderNo)}`;
const paymentsOf = (orderNo: string) =>
  Object.values(db.payments).filter((row) => row.orderNo === orderNo);

/** A busy button's name starts with its spinner's ('处理中'): the label is matched with or without it. */
const PAY = /^(处理中\s*)?支付 USD/;

/** The Pay button once it takes a click: it waits while the coupon step loads. */
async function payButton() {
  await waitFor(() => expect(screen.getByRole('button', { name: PAY })).toBeEnabled());
  return screen.getByRole('button', { name: PAY });
}

afterEach(() => resetClock());

describe('/business/payment with a slow server', () => {
  // No coupon step: the best coupon the demo shipper holds would be reserved first, holding Pay.
  beforeEach(() => {
    db.coupons = {};
  });

  // "Paying twice must not charge twice": one request in flight, Pay busy and the rest of the
  // panel off until the answer, one payment stored.
  it('keeps Pay busy while the pay request is on its way; clicking again sends nothing; one payment', async () => {
    db.settings.paymentSeconds = 0;
    const order = await makeOrder();
    const view = await renderRoute(url(order.orderNo), { member: 'shipper' });
    await screen.findByRole('radiogroup', { name: '支付方式' });
    const held = holdReplies(OrderApi.pay);

    const pay = await payButton();
    await view.events.click(pay);
    await waitFor(() => expect(held.count).toBe(1));
    expect(within(pay).getByRole('img', { name: '处理中' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消订单' })).toBeDisabled();
    for (const method of screen.getAllByRole('radio')) expect(method).toBeDisabled();
    await view.events.dblClick(pay);

    held.release();
    expect(await screen.findByRole('img', { name: /付款二维码/ })).toBeInTheDocument();
    expect(held.count).toBe(1);
    expect(paymentsOf(order.orderNo)).toHaveLength(1);
  });
});
