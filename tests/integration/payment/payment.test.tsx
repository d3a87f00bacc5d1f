import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { OrderApi } from '@/contract/order/paths';
import { advanceClock, now, resetClock } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { cancelOrder } from '@mock/domains/order/rules';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';
import { makeOrder } from './make-order';

const url = (orderNo: string) => `/business/payment?orderNo=${encodeURIComponent(orderNo)}`;

const money = (value: string, currency: string, locale = 'zh-CN') =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: 2,
  })
    .format(Number(value))
    .replace(/\s/g, ' ');

/** Counts the pay requests that reach the mock (the handler then lets them through). */
function countPayRequests(): { readonly count: number } {
  const counter = { count: 0 };
  server.use(
    http.post(`*${OrderApi.pay}`, () => {
      counter.count += 1;
    }),
  );
  return counter;
}

/**
 * antd leaves the loading icon (named 'loading') in place in jsdom, where its exit animation never
 * ends; without antd's style sheets it is inline, so no space separates it from the label.
 */
const PAY = /^(loading\s*)?支付 USD/;
/** The Pay button once it takes a click: it waits while the coupon step loads. */
async function payButton() {
  await waitFor(() => expect(screen.getByRole('button', { name: PAY })).toBeEnabled());
  return screen.getByRole('button', { name: PAY });
}

afterEach(() => resetClock());

describe('/business/payment?orderNo= as the payer', () => {
  it('shows the breakdown, the locked amount and the time left to pay', async () => {
    const order = await makeOrder();
    await renderRoute(url(order.orderNo), { member: 'shipper' });

    const summary = await screen.findByRole('region', { name: '订单信息' });
    expect(within(summary).getByText(order.orderNo)).toBeVisible();
    expect(screen.getByTestId('order-amount')).toHaveTextContent(
      money(order.amount, order.currency),
    );
    expect(within(summary).getByText('待支付')).toBeVisible();
    const tender = db.tenders[order.tenderId ?? ''];
    expect(
      within(summary).getByRole('link', { name: new RegExp(tender?.tenderNo ?? '') }),
    ).toHaveAttribute('href', `/business/tendering/${order.tenderId}`);
    expect(within(summary).getByText(/GMT\+8/)).toBeVisible();

    const lines = screen.getByRole('region', { name: '费用明细' });
    for (const line of order.lines) {
      expect(within(lines).getAllByText(money(line.amount, order.currency)).length).toBeGreaterThan(
        0,
      );
    }
    expect(within(lines).getByText('合计')).toBeVisible();

    expect(screen.getByRole('timer')).toHaveTextContent(/^\d{2}:\d{2}$/);
    expect(screen.getByText(/后未支付将自动取消/)).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: '支付方式' })).toBeVisible();
  });

  it('pays by WeChat: shows the QR code and turns to paid without a reload', async () => {
    db.settings.paymentSeconds = 0;
    const order = await makeOrder();
    const view = await renderRoute(url(order.orderNo), { member: 'shipper' });

    await view.events.click(await screen.findByRole('radio', { name: /微信支付/ }));
    await view.events.click(await payButton());

    expect(
      await screen.findByRole('img', { name: /微信支付付款二维码，金额/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/请使用微信扫一扫/)).toBeVisible();
    expect(screen.getByText(/支付完成后，本页会自动更新/)).toBeVisible();

    // The gateway confirms: with paymentSeconds 5 the next read settles the payment.
    db.settings.paymentSeconds = 5;
    advanceClock(6_000);

    const paid = await screen.findByRole('region', { name: '支付成功' });
    const payment = Object.values(db.payments).find((row) => row.orderNo === order.orderNo);
    expect(within(paid).getByText(payment?.paymentNo ?? '?')).toBeVisible();
    expect(within(paid).getByText('微信支付')).toBeVisible();
    // The payer is pointed to invoicing.
    expect(within(paid).getByRole('link', { name: '发票管理' })).toHaveAttribute(
      'href',
      '/user/invoice',
    );
    expect(db.orders[order.orderNo]?.status).toBe('paid');
    expect(view.router.state.location.search).toBe(`?orderNo=${order.orderNo}`);
  });

  it('sends one pay request for a double click', async () => {
    db.settings.paymentSeconds = 0;
    const order = await makeOrder();
    const calls = countPayRequests();
    const view = await renderRoute(url(order.orderNo), { member: 'shipper' });

    await screen.findByRole('radiogroup', { name: '支付方式' });
    await view.events.dblClick(await payButton());

    expect(await screen.findByRole('img', { name: /付款二维码/ })).toBeInTheDocument();
    expect(calls.count).toBe(1);
    expect(Object.values(db.payments).filter((row) => row.orderNo === order.orderNo)).toHaveLength(
      1,
    );
  });

  it('retries a pay request that got no reply with the same request id', async () => {
    db.settings.paymentSeconds = 0;
    const order = await makeOrder();
    const requestIds: string[] = [];
    server.use(
      http.post(`*${OrderApi.pay}`, async ({ request }) => {
        const body = (await request.clone().json()) as { requestId: string };
        requestIds.push(body.requestId);
        if (requestIds.length === 1) return HttpResponse.error();
        return undefined;
      }),
    );
    const view = await renderRoute(url(order.orderNo), { member: 'shipper' });

    await screen.findByRole('radiogroup', { name: '支付方式' });
    await view.events.click(await payButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('无法连接服务器，请稍后重试');
    expect(alert).toHaveTextContent('可以再次点击支付，同一次支付不会重复扣款。');

    await view.events.click(await screen.findByRole('button', { name: PAY }));
    expect(await screen.findByRole('img', { name: /付款二维码/ })).toBeInTheDocument();
    expect(requestIds).toHaveLength(2);
    expect(requestIds[1]).toBe(requestIds[0]);
  });

  it('shows the account and reference for a bank transfer', async () => {
    db.settings.paymentSeconds = 0;
    const order = await makeOrder();
    const view = await renderRoute(url(order.orderNo), { member: 'shipper' });

    await view.events.click(await screen.findByRole('radio', { name: /银行转账/ }));
    await view.events.click(await payButton());

    expect(await screen.findByText('汇款识别码')).toBeVisible();
    // Role queries are slow on this page in jsdom: the copy buttons are found by their names.
    expect(screen.getByLabelText('复制银行账号')).toBeVisible();
    await view.events.click(screen.getByLabelText('复制汇款识别码'));
    expect(await navigator.clipboard.readText()).toBe(order.orderNo);
  });

  it('cancels the order after confirmation', async () => {
    const order = await makeOrder();
    const view = await renderRoute(url(order.orderNo), { member: 'shipper' });

    await view.events.click(await screen.findByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('取消这个订单？');
    expect(dialog).toHaveTextContent('取消后订单不能再支付。');
    await view.events.click(within(dialog).getByRole('button', { name: '取消订单' }));

    expect(await screen.findByRole('region', { name: '订单已取消' })).toBeVisible();
    expect(screen.getByText('付款方取消了订单。')).toBeVisible();
    expect(db.orders[order.orderNo]?.status).toBe('cancelled');
  });

  it('shows the server refusal when the order was cancelled meanwhile, and the cancelled order', async () => {
    const order = await makeOrder();
    const view = await renderRoute(url(order.orderNo), { member: 'shipper' });
    // The page is ready to pay (its coupon step settled); another tab cancels the order just before
    // the pay request arrives (at the server, so no refresh of the page can show it first).
    const pay = await payButton();
    const payer = db.members[demoAccounts.shipper.memberId];
    if (!payer) throw new Error('no shipper');
    server.use(
      http.post(
        `*${OrderApi.pay}`,
        () => {
          cancelOrder(db, payer, order.orderNo, now());
        },
        { once: true },
      ),
    );
    await view.events.click(pay);

    expect(await screen.findByRole('alert')).toHaveTextContent('该订单已取消，不能支付');
    expect(await screen.findByRole('region', { name: '订单已取消' })).toBeVisible();
    expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();
  });

  it('shows the order cancelled by the time limit once the countdown ends', async () => {
    const order = await makeOrder();
    order.expiresAt = now() + 1_500;
    await renderRoute(url(order.orderNo), { member: 'shipper' });
    expect(await screen.findByText('超过 30 分钟未支付，订单已自动取消。')).toBeVisible();
    expect(db.orders[order.orderNo]?.cancelReason).toBe('timeout');
  });
});

describe('/business/payment?orderNo= as the payee or someone else', () => {
  it('shows the payee the order and its state, read-only', async () => {
    const order = await makeOrder();
    await renderRoute(url(order.orderNo), { member: 'forwarder', locale: 'en-US' });

    expect(await screen.findByRole('region', { name: 'Waiting for the payer' })).toBeVisible();
    expect(screen.getByText(order.orderNo)).toBeVisible();
    expect(screen.getByText(/\(you\)/)).toBeVisible();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('tells another member the order is not theirs', async () => {
    const order = await makeOrder();
    await renderRoute(url(order.orderNo), { member: 'consolidator' });

    expect(await screen.findByRole('heading', { name: '无法查看这个订单' })).toBeVisible();
    expect(screen.getByText('只有订单的付款方和收款方可以查看')).toBeVisible();
  });

  it('says an unknown order does not exist', async () => {
    await renderRoute(url('O000000000'), { member: 'shipper' });

    expect(await screen.findByRole('heading', { name: '找不到这个订单' })).toBeVisible();
    expect(screen.getByRole('link', { name: '返回我的订单' })).toHaveAttribute(
      'href',
      '/business/payment',
    );
  });

  it('offers a retry when the order cannot be loaded', async () => {
    const order = await makeOrder();
    let fail = true;
    server.use(http.get(`*${OrderApi.detail}`, () => (fail ? HttpResponse.error() : undefined)));
    const view = await renderRoute(url(order.orderNo), { member: 'shipper' });

    expect(await screen.findByRole('heading', { name: '订单加载失败' })).toBeVisible();
    fail = false;
    await view.events.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByRole('region', { name: '订单信息' })).toBeVisible();
  });
});
