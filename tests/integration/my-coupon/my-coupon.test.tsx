import { render, screen, waitFor, within } from '@testing-library/react';
import { QRCode } from 'antd';
import { http, HttpResponse } from 'msw';

import { groupCouponCode } from '@/contract/coupon/code';
import { CouponApi } from '@/contract/coupon/paths';
import type { CouponCounts } from '@/contract/coupon/types';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { createSessionFor, demoAccounts } from '@mock/testing';

import { call } from '../../mock/helpers';
import { renderRoute } from '../../utils/render-route';
import { claimAs, expireCoupon, makeTemplate, redeemAs, reservedCoupon } from '../coupon-data';
import { makeOrder } from '../payment/make-order';

const URL = '/coupon/myCoupon';

const SHIPPER = demoAccounts.shipper.memberId;

/** Leaves the demo shipper without coupons, so a test sees only the ones it makes. */
function dropShipperCoupons() {
  db.coupons = Object.fromEntries(
    Object.entries(db.coupons).filter(([, row]) => row.ownerId !== SHIPPER),
  );
}

const chinaDay = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Shanghai' }).format(
    new Date(iso),
  );

/** The path that draws a QR code's dark modules. */
const modulesOf = (element: Element) =>
  // eslint-disable-next-line testing-library/no-node-access -- the drawing has no role to find it by
  [...element.querySelectorAll('path')].map((path) => path.getAttribute('d')).join(' ');

describe('/coupon/myCoupon', () => {
  it('shows a tab per status with its count, in the address', async () => {
    const template = await makeTemplate();
    await claimAs('shipper', template.id);
    const reply = await call<CouponCounts>('GET', CouponApi.counts, {
      token: createSessionFor('shipper').access_token,
    });
    const counts = reply.data as CouponCounts;
    const view = await renderRoute(URL, { member: 'shipper' });

    expect(
      await screen.findByRole('tab', { name: `未使用 ${counts.unused}`, selected: true }),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: `已锁定 ${counts.reserved}` })).toBeVisible();
    expect(screen.getByRole('tab', { name: `已过期 ${counts.expired}` })).toBeVisible();
    await view.events.click(screen.getByRole('tab', { name: `已使用 ${counts.used}` }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=used'));
  });

  it('says a coupon in words, shows its code grouped and copies it whole', async () => {
    dropShipperCoupons();
    const template = await makeTemplate();
    const coupon = await claimAs('shipper', template.id);
    const view = await renderRoute(URL, { member: 'shipper', locale: 'en-US' });

    const card = await screen.findByRole('group', { name: template.name });
    expect(
      within(card).getByText(
        'CNY 200.00 off on orders from CNY 2,000.00 paid to Shanghai Yuanhang International ' +
          `Freight Forwarding Co., Ltd., until ${chinaDay(coupon.validTo, 'en-US')}`,
      ),
    ).toBeVisible();
    expect(within(card).getByText(groupCouponCode(coupon.code))).toBeVisible();
    expect(within(card).getByText('Unused')).toBeVisible();

    await view.events.click(within(card).getByRole('button', { name: 'Copy coupon code' }));
    expect(await screen.findByText('coupon code copied')).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe(coupon.code);
  });

  it('opens a QR code of the redemption address for offline use', async () => {
    dropShipperCoupons();
    const template = await makeTemplate();
    const coupon = await claimAs('shipper', template.id);
    const view = await renderRoute(URL, { member: 'shipper' });

    const card = await screen.findByRole('group', { name: template.name });
    await view.events.click(within(card).getByRole('button', { name: `二维码：${template.name}` }));

    const dialogName = `${template.name} · 核销二维码`;
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog', { name: dialogName })).getByText(
          groupCouponCode(coupon.code),
        ),
      ).toBeVisible(),
    );
    const qr = within(dialog).getByRole('img', {
      name: `券码 ${groupCouponCode(coupon.code)} 的二维码`,
    });
    // It draws the same modules as a QR code of the redemption page's address with the code.
    const address = `${window.location.origin}/coupon/couponVerification?code=${coupon.code}`;
    const { container, unmount } = render(<QRCode type="svg" value={address} />);
    expect(modulesOf(qr)).toBe(modulesOf(container));
    unmount();
    // The corner × and the footer button both close it; the footer one is the visible word.
    const [, close] = within(dialog).getAllByRole('button', { name: '关闭' });
    await view.events.click(close as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the order a reserved coupon is held for, with the way to it', async () => {
    dropShipperCoupons();
    const order = await makeOrder();
    const { template } = await reservedCoupon(order.orderNo, '100.00');
    await renderRoute(`${URL}?status=reserved`, { member: 'shipper' });

    const card = await screen.findByRole('group', { name: template.name });
    expect(within(card).getByText('已锁定')).toBeVisible();
    expect(within(card).getByRole('link', { name: order.orderNo })).toHaveAttribute(
      'href',
      `/business/payment?orderNo=${order.orderNo}`,
    );
    expect(within(card).queryByRole('button', { name: /二维码/ })).not.toBeInTheDocument();
  });

  it('shows a coupon that expired while reserved as expired, with the order it was on', async () => {
    dropShipperCoupons();
    const order = await makeOrder();
    const { template, coupon } = await reservedCoupon(order.orderNo, '100.00');
    expireCoupon(coupon.code);
    await renderRoute(`${URL}?status=expired`, { member: 'shipper' });

    const card = await screen.findByRole('group', { name: template.name });
    expect(within(card).getByText('已过期')).toBeVisible();
    expect(card).toHaveTextContent(`锁定于待支付订单 ${order.orderNo} 时过期，已从该订单移除`);
    expect(within(card).getByRole('link', { name: order.orderNo })).toHaveAttribute(
      'href',
      `/business/payment?orderNo=${order.orderNo}`,
    );
    // The list of this status replaces the list of all.
    await waitFor(() => expect(screen.queryByText('已锁定')).not.toBeInTheDocument());
  });

  it('says when a used coupon was redeemed by its issuer', async () => {
    dropShipperCoupons();
    const template = await makeTemplate();
    const coupon = await claimAs('shipper', template.id);
    await redeemAs('forwarder', coupon.code);
    await renderRoute(`${URL}?status=used`, { member: 'shipper', locale: 'en-US' });

    const card = await screen.findByRole('group', { name: template.name });
    expect(within(card).getByText('Used')).toBeVisible();
    const used = within(card).getByText(/^Redeemed by the issuer/);
    expect(used).toHaveTextContent(
      /^Redeemed by the issuer, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} GMT\+8$/,
    );
  });

  it('leads to the collection centre and the market when there is no coupon', async () => {
    dropShipperCoupons();
    await renderRoute(URL, { member: 'shipper' });

    expect(await screen.findByText(/你还没有可用的优惠券/)).toBeVisible();
    expect(screen.getByRole('link', { name: '去领券中心' })).toHaveAttribute(
      'href',
      '/coupon/couponCollectionCenter',
    );
    expect(screen.getByRole('link', { name: '去优惠券市场' })).toHaveAttribute(
      'href',
      '/coupon/couponMarket',
    );
  });

  it('offers Retry when the coupons cannot be loaded', async () => {
    dropShipperCoupons();
    const template = await makeTemplate();
    await claimAs('shipper', template.id);
    server.use(http.get(`*${CouponApi.mine}`, () => HttpResponse.error(), { once: true }));
    const view = await renderRoute(URL, { member: 'shipper' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('优惠券加载失败');
    await view.events.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('group', { name: template.name })).toBeVisible();
  });
});
