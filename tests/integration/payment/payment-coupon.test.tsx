import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';

import { groupCouponCode } from '@/contract/coupon/code';
import { CouponApi } from '@/contract/coupon/paths';
import { db } from '@mock/core/store';
import { server } from '@mock/node';

import { renderRoute } from '../../utils/render-route';
import {
  applyAs,
  buyAs,
  claimAs,
  expireCoupon,
  makeTemplate,
  reservedCoupon,
} from '../coupon-data';
import { makeOrder } from './make-order';

const url = (orderNo: string) => `/business/payment?orderNo=${encodeURIComponent(orderNo)}`;
/** antd leaves a 'loading' icon name in front of a button label in jsdom; amounts may hold a no-break space. */
const button = (label: string) => new RegExp(`^(loading\\s*)?${label.replace(/ /g, '\\s')}$`);

/** The order of makeOrder() is USD 3,990.00, paid to the demo forwarder. */
describe('/business/payment?orderNo= the coupon step', () => {
  // Only the coupons a test claims: the demo shipper's seeded ones are left out.
  beforeEach(() => {
    db.coupons = {};
  });

  it('proposes the best coupon, reserves it, and pays without one when asked', async () => {
    const order = await makeOrder();
    const small = await makeTemplate({ currency: 'USD', faceValue: '100.00', threshold: '100.00' });
    const best = await makeTemplate({
      currency: 'USD',
      kind: 'discount',
      faceValue: undefined,
      percent: 20,
      cap: '1000.00',
      threshold: '1000.00',
    });
    await claimAs('shipper', small.id);
    const bestCoupon = await claimAs('shipper', best.id);
    const view = await renderRoute(url(order.orderNo), { member: 'shipper' });

    const step = await screen.findByRole('region', { name: '优惠券' });
    // antd's radio group follows its value one render later.
    await waitFor(() =>
      expect(within(step).getByRole('radio', { name: new RegExp(best.name) })).toBeChecked(),
    );
    expect(within(step).getByRole('radio', { name: new RegExp(small.name) })).not.toBeChecked();
    // The payable and Pay follow once the reservation is answered.
    expect(await screen.findByTestId('order-payable')).toHaveTextContent('USD 3,192.00');
    const pay = screen.getByRole('button', { name: button('支付 USD 3,192.00') });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(db.coupons[bestCoupon.code]).toMatchObject({
      status: 'reserved',
      orderNo: order.orderNo,
    });

    await view.events.click(within(step).getByRole('radio', { name: '不使用优惠券' }));

    expect(
      await screen.findByRole('button', { name: button('支付 USD 3,990.00') }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('order-payable')).not.toBeInTheDocument();
    expect(db.coupons[bestCoupon.code]?.status).toBe('unused');
    expect(db.orders[order.orderNo]?.couponDeclined).toBe(true);
  });

  it('says at once that the reserved coupon expired, and asks the whole amount, before Pay is pressed', async () => {
    const order = await makeOrder();
    const { template: lapsing, coupon } = await reservedCoupon(order.orderNo, '300.00');
    // Its validity ran out while the order waited to be paid.
    expireCoupon(coupon.code);
    await renderRoute(url(order.orderNo), { member: 'shipper' });

    const step = await screen.findByRole('region', { name: '优惠券' });
    // The time inside the sentence is an element of its own: the alert's text is compared whole.
    const notice = await within(step).findByRole('alert');
    expect(notice).toHaveTextContent(
      new RegExp(
        `优惠券「${lapsing.name}」（${groupCouponCode(coupon.code)}）已于 .+ 过期，已从本订单移除`,
      ),
    );
    const pay = await screen.findByRole('button', { name: button('支付 USD 3,990.00') });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(screen.queryByTestId('order-payable')).not.toBeInTheDocument();
    expect(db.orders[order.orderNo]?.couponCode).toBeUndefined();
    expect(db.coupons[coupon.code]).toMatchObject({
      status: 'unused',
      lapsedOrderNo: order.orderNo,
    });
  });

  it('keeps Pay waiting until the coupons are known, so a quick click cannot pay the full amount', async () => {
    const order = await makeOrder();
    const best = await makeTemplate({ currency: 'USD', faceValue: '300.00', threshold: '300.00' });
    const coupon = await claimAs('shipper', best.id);
    // The usable coupons answer late, as on a slow line, and the reservation of the proposed coupon
    // is held.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let reserve = () => {};
    const reserved = new Promise<void>((resolve) => {
      reserve = resolve;
    });
    let reserving = false;
    server.use(
      http.get(`*${CouponApi.usable}`, async () => {
        await answered;
        return undefined;
      }),
      http.post(`*${CouponApi.apply}`, async () => {
        reserving = true;
        await reserved;
        return undefined;
      }),
    );
    // Every commit from Pay's first appearance until the reservation is answered: Pay must never
    // take a click, not in the update that shows it with the coupon step still loading, not in the
    // one that brings the coupons, before the best one is proposed.
    let payEnabled = false;
    const watcher = new MutationObserver(() => {
      // eslint-disable-next-line testing-library/no-node-access -- read by text: a query by role on each of the page's first commits would take seconds
      const buttons = [...document.querySelectorAll('button')];
      const pay = buttons.find((each) => /^支付\sUSD\s[\d,.]+$/.test(each.textContent));
      if (pay && !pay.disabled) payEnabled = true;
    });
    watcher.observe(document.body, { subtree: true, childList: true, attributes: true });
    await renderRoute(url(order.orderNo), { member: 'shipper' });

    expect(await screen.findByRole('button', { name: button('支付 USD 3,990.00') })).toBeDisabled();
    answer();
    await waitFor(() => expect(reserving).toBe(true));
    watcher.disconnect();
    expect(payEnabled).toBe(false);
    reserve();

    // The amount with the coupon shows at once; Pay waits on until the server has reserved it.
    const pay = await screen.findByRole('button', { name: button('支付 USD 3,690.00') });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(db.coupons[coupon.code]).toMatchObject({ status: 'reserved', orderNo: order.orderNo });
  });

  it('says why a coupon taken by another order meanwhile cannot be chosen, and keeps the one chosen', async () => {
    const order = await makeOrder();
    const other = await makeOrder();
    const small = await makeTemplate({
      currency: 'USD',
      faceValue: '100.00',
      threshold: '100.00',
    });
    const best = await makeTemplate({ currency: 'USD', faceValue: '300.00', threshold: '300.00' });
    const smallCoupon = await claimAs('shipper', small.id);
    const bestCoupon = await claimAs('shipper', best.id);
    const view = await renderRoute(url(order.orderNo), { member: 'shipper' });
    const step = await screen.findByRole('region', { name: '优惠券' });
    await waitFor(() =>
      expect(within(step).getByRole('radio', { name: new RegExp(best.name) })).toBeChecked(),
    );

    // Another tab reserves the small one for another order.
    await applyAs('shipper', other.orderNo, smallCoupon.code);
    await view.events.click(within(step).getByRole('radio', { name: new RegExp(small.name) }));

    expect(await within(step).findByRole('alert')).toHaveTextContent(other.orderNo);
    await waitFor(() =>
      expect(within(step).queryByRole('radio', { name: new RegExp(small.name) })).toBeNull(),
    );
    await waitFor(() =>
      expect(within(step).getByRole('radio', { name: new RegExp(best.name) })).toBeChecked(),
    );
    expect(screen.getByTestId('order-payable')).toHaveTextContent('USD 3,690.00');
    expect(db.coupons[bestCoupon.code]).toMatchObject({
      status: 'reserved',
      orderNo: order.orderNo,
    });
    expect(db.coupons[smallCoupon.code]?.orderNo).toBe(other.orderNo);
  });

  it('does not propose a coupon again once the payer chose to pay without one', async () => {
    const order = await makeOrder();
    const template = await makeTemplate({
      currency: 'USD',
      faceValue: '100.00',
      threshold: '100.00',
    });
    const coupon = await claimAs('shipper', template.id);
    const order2 = db.orders[order.orderNo];
    if (order2) order2.couponDeclined = true;
    await renderRoute(url(order.orderNo), { member: 'shipper' });

    const step = await screen.findByRole('region', { name: '优惠券' });
    await waitFor(() =>
      expect(within(step).getByRole('radio', { name: '不使用优惠券' })).toBeChecked(),
    );
    expect(within(step).getByRole('radio', { name: new RegExp(template.name) })).not.toBeChecked();
    expect(db.coupons[coupon.code]?.status).toBe('unused');
  });

  it('completes a payable of 0 without the gateway and marks the coupon used', async () => {
    const order = await makeOrder();
    const whole = await makeTemplate({
      currency: 'USD',
      faceValue: '3990.00',
      threshold: '3990.00',
    });
    const coupon = await claimAs('shipper', whole.id);
    const view = await renderRoute(url(order.orderNo), { member: 'shipper' });

    await screen.findByTestId('order-payable');
    const pay = await screen.findByRole('button', { name: button('确认支付 USD 0.00') });
    // Pay waits until the proposal is settled (the coupons' answer and its choice render together).
    await waitFor(() => expect(pay).toBeEnabled());
    expect(screen.getByText(/优惠券已抵扣全部金额/)).toBeVisible();
    expect(screen.queryByRole('radiogroup', { name: '支付方式' })).not.toBeInTheDocument();
    await view.events.click(pay);

    const paid = await screen.findByRole('region', { name: '支付成功' });
    expect(within(paid).getByText('优惠券全额抵扣')).toBeVisible();
    expect(db.orders[order.orderNo]?.status).toBe('paid');
    expect(db.coupons[coupon.code]).toMatchObject({ status: 'used', orderNo: order.orderNo });
    // The breakdown keeps what the coupon took off.
    const lines = screen.getByRole('region', { name: '费用明细' });
    expect(within(lines).getByText(`优惠券 ${whole.name}`)).toBeVisible();
  });

  it('says there is no usable coupon and links to the collection centre', async () => {
    const order = await makeOrder();
    await renderRoute(url(order.orderNo), { member: 'shipper' });

    const step = await screen.findByRole('region', { name: '优惠券' });
    expect(await within(step).findByText(/没有可用于这个订单的优惠券/)).toBeVisible();
    expect(within(step).getByRole('link', { name: '去领券中心' })).toHaveAttribute(
      'href',
      '/coupon/couponCollectionCenter',
    );
  });

  it('shows a coupon pack order with its coupons and no coupon step', async () => {
    const sold = await makeTemplate({ price: '50.00', name: '集成测试 售卖券' });
    const order = await buyAs('shipper', sold.id, 2);
    await renderRoute(url(order.orderNo), { member: 'shipper' });

    const summary = await screen.findByRole('region', { name: '订单信息' });
    expect(within(summary).getByText('集成测试 售卖券 × 2 张')).toBeVisible();
    expect(within(summary).getByText(/优惠券在支付成功后发放/)).toBeVisible();
    const lines = screen.getByRole('region', { name: '费用明细' });
    expect(within(lines).getByText('每张')).toBeVisible();
    expect(screen.getByRole('button', { name: button('支付 CNY 100.00') })).toBeEnabled();
    expect(screen.queryByRole('region', { name: '优惠券' })).not.toBeInTheDocument();
  });
});
