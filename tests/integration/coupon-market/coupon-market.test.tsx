import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { CouponApi } from '@/contract/coupon/paths';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';
import { changeTemplate, makeTemplate } from '../coupon-data';

const URL = `/coupon/couponMarket?issuerId=${demoAccounts.forwarder.enterpriseId}`;

describe('/coupon/couponMarket', () => {
  it('buys N coupons: an unpaid order of price × N opens on the payment page', async () => {
    const template = await makeTemplate({ price: '49.90', perUserLimit: 5, totalQuantity: 20 });
    const view = await renderRoute(URL, { member: 'shipper' });

    const card = await screen.findByRole('group', { name: template.name });
    expect(within(card).getByText(/^每张/)).toHaveTextContent('每张 CNY 49.90');
    expect(within(card).getByText('可购买 1–5 张')).toBeVisible();
    const quantity = within(card).getByRole('spinbutton', { name: `${template.name} 的购买数量` });
    await view.events.clear(quantity);
    await view.events.type(quantity, '3');
    expect(await within(card).findByText('CNY 149.70')).toBeVisible();

    await view.events.click(within(card).getByRole('button', { name: `购买 ${template.name}` }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/business/payment'));
    const orderNo = new URLSearchParams(view.router.state.location.search).get('orderNo') ?? '';
    const order = db.orders[orderNo];
    expect(order).toMatchObject({
      amount: '149.70',
      currency: 'CNY',
      status: 'unpaid',
      payerId: demoAccounts.shipper.memberId,
    });
    // Nothing is issued before the order is paid.
    expect(Object.values(db.coupons).filter((row) => row.templateId === template.id)).toHaveLength(
      0,
    );
    expect(await screen.findByText(orderNo)).toBeVisible();
  });

  it("sells its own company's coupon to no one of it: no quantity, Buy off, and says why", async () => {
    const template = await makeTemplate({ price: '10.00', perUserLimit: 2 });
    await renderRoute(URL, { member: 'forwarder', locale: 'en-US' });

    const card = await screen.findByRole('group', { name: template.name });
    expect(within(card).getByRole('button', { name: `Buy ${template.name}` })).toBeDisabled();
    expect(
      within(card).getByText('Your company issues this coupon, so you cannot buy it'),
    ).toBeVisible();
    expect(within(card).queryByRole('spinbutton')).toBeNull();
  });

  it('says how many may be bought next to the quantity, keeps what was typed and holds Buy', async () => {
    const template = await makeTemplate({ price: '10.00', perUserLimit: 2 });
    const view = await renderRoute(URL, { member: 'shipper', locale: 'en-US' });

    const card = await screen.findByRole('group', { name: template.name });
    const quantity = within(card).getByRole('spinbutton', { name: `Quantity of ${template.name}` });
    await view.events.clear(quantity);
    await view.events.type(quantity, '3');

    expect(await within(card).findByText('Enter a whole number from 1 to 2')).toBeVisible();
    expect(quantity).toHaveValue('3');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(within(card).getByRole('button', { name: `Buy ${template.name}` })).toBeDisabled();

    await view.events.clear(quantity);
    await view.events.type(quantity, '2');
    expect(await within(card).findByText('CNY 20.00')).toBeVisible();
    expect(within(card).getByRole('button', { name: `Buy ${template.name}` })).toBeEnabled();
  });

  it('counts coupons on an unpaid order against the limit', async () => {
    const template = await makeTemplate({ price: '10.00', perUserLimit: 2 });
    const view = await renderRoute(URL, { member: 'shipper' });
    const card = await screen.findByRole('group', { name: template.name });
    const quantity = within(card).getByRole('spinbutton', { name: `${template.name} 的购买数量` });
    await view.events.clear(quantity);
    await view.events.type(quantity, '2');
    await view.events.click(within(card).getByRole('button', { name: `购买 ${template.name}` }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/business/payment'));
    const orderNo = new URLSearchParams(view.router.state.location.search).get('orderNo') ?? '';
    expect(await screen.findByText(orderNo)).toBeVisible();

    await view.router.navigate(URL);
    const again = await screen.findByRole('group', { name: template.name });
    expect(await within(again).findByText('已持有 2/2 张')).toBeVisible();
    expect(within(again).getByText('已达每人限购 2 张')).toBeVisible();
    expect(within(again).getByRole('button', { name: `购买 ${template.name}` })).toBeDisabled();
  });

  it('says so when the issuer paused the coupon while the page was open', async () => {
    const template = await makeTemplate({ price: '10.00' });
    const view = await renderRoute(URL, { member: 'shipper', locale: 'en-US' });
    const card = await screen.findByRole('group', { name: template.name });

    await changeTemplate(template.id, 'pause');
    await view.events.click(within(card).getByRole('button', { name: `Buy ${template.name}` }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`“${template.name}” could not be bought`);
    expect(alert).toHaveTextContent('The issuer has paused this coupon');
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: template.name })).not.toBeInTheDocument(),
    );
    expect(view.router.state.location.pathname).toBe('/coupon/couponMarket');
  });

  it('says that coupons come once the order is paid and stock is held for 30 minutes', async () => {
    await renderRoute(URL, { member: 'shipper' });
    expect(await screen.findByText(/请在 30 分钟内支付/)).toBeVisible();
    expect(screen.getByText(/订单支付成功后优惠券才会发放/)).toBeVisible();
  });

  it('says when nothing is on sale, and offers the collection centre or clearing the filters', async () => {
    const none = { records: [], total: 0, current: 1, size: 12 };
    server.use(
      http.get(`*${CouponApi.forSale}`, () =>
        HttpResponse.json({ code: 200, message: 'ok', data: none }),
      ),
    );
    const { unmount } = await renderRoute('/coupon/couponMarket', { member: 'shipper' });
    expect(await screen.findByText('优惠券市场暂时没有在售的优惠券')).toBeVisible();
    expect(screen.getByRole('link', { name: '去领券中心' })).toHaveAttribute(
      'href',
      '/coupon/couponCollectionCenter',
    );
    unmount();

    const view = await renderRoute('/coupon/couponMarket?currency=USD', { member: 'shipper' });
    expect(await screen.findByText('没有符合条件的在售优惠券')).toBeVisible();
    const [, inEmpty] = screen.getAllByRole('button', { name: '清除筛选' });
    await view.events.click(inEmpty as HTMLElement);
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });
});
