import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';

import { API_PREFIX } from '@/contract/http';
import { OrderApi } from '@/contract/order/paths';
import { resetClock } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { server } from '@mock/node';

import { renderRoute } from '../../utils/render-route';
import { makeOrder } from './make-order';

const url = (orderNo: string) => `/business/payment?orderNo=${encodeURIComponent(orderNo)}`;
const paymentsOf = (orderNo: string) =>
  Object.values(db.payments).filter((row) => row.orderNo === orderNo);

/** A busy button's name starts with its spinner's ('处理中'): the label is matched with or without it. */
const PAY = /^(处理中\s*)?支付 USD/;
const TIMED_OUT = '请求超时，请检查网络后重试';

/** The Pay button once it takes a click: it waits while the coupon step loads. */
async function payButton() {
  await waitFor(() => expect(screen.getByRole('button', { name: PAY })).toBeEnabled());
  return screen.getByRole('button', { name: PAY });
}

/** A macrotask of the real clock: lets React commit while the fake timers stand. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
  resetClock();
});

describe('/business/payment when the server never answers', () => {
  // No coupon step: the best coupon the demo shipper holds would be reserved first, holding Pay.
  beforeEach(() => {
    db.coupons = {};
  });

  // The client's 10 s time-out (REQUEST_TIMEOUT_MS) on a fake clock: only the timers are fake,
  // so fetch's promises and React's scheduler still run.
  it('gives up on a pay request the server never answers after 10 s, says so once, and Pay works again', async () => {
    db.settings.paymentSeconds = 0;
    const order = await makeOrder();
    const view = await renderRoute(url(order.orderNo), { member: 'shipper' });
    await screen.findByRole('radiogroup', { name: '支付方式' });
    const pay = await payButton();
    let sent = 0;
    server.use(
      http.post(
        `*${API_PREFIX}${OrderApi.pay}`,
        async () => {
          sent += 1;
          await delay('infinite');
        },
        { once: true },
      ),
    );

    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    // user-event waits on setTimeout between its steps: a plain click under the fake clock. The
    // click starts the call, and its 10 s, at once; vi.waitFor moves the fake clock as it polls.
    const sentAt = Date.now();
    fireEvent.click(pay);
    await vi.waitFor(() => expect(sent).toBe(1));
    await settle();
    expect(within(pay).getByRole('img', { name: '处理中' })).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(sentAt + 9_999 - Date.now());
    await settle();
    expect(screen.queryByText(TIMED_OUT)).not.toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TIMED_OUT));
    expect(screen.getAllByText(TIMED_OUT)).toHaveLength(1);
    expect(paymentsOf(order.orderNo)).toHaveLength(0);
    vi.useRealTimers();

    // Pay takes a click again, and this time the server answers.
    await view.events.click(await payButton());
    expect(await screen.findByRole('img', { name: /付款二维码/ })).toBeInTheDocument();
    expect(sent).toBe(1);
    expect(paymentsOf(order.orderNo)).toHaveLength(1);
  });
});
