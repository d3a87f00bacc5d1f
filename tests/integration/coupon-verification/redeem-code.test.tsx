import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { CouponApi } from '@/contract/coupon/paths';
import { redemptionAddress } from '@/features/coupon/components/coupon-qr-modal';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { DEMO_COUPONS } from '@mock/scenarios/coupons';

import { renderRoute } from '../../utils/render-route';

/** The names of the page's sections. */
const regionNames = () =>
  screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));

const PAGE = '/coupon/couponVerification';

describe('/coupon/couponVerification: the code', () => {
  it('opens the address a member’s QR code holds with the code filled in and looked up', async () => {
    const scanned = new URL(redemptionAddress(DEMO_COUPONS.unused));
    expect(scanned.pathname).toBe(PAGE);
    await renderRoute(`${scanned.pathname}${scanned.search}`, { member: 'forwarder' });
    expect(screen.getByLabelText('券码')).toHaveValue(DEMO_COUPONS.unused);
    const card = await screen.findByRole('region', { name: '新客立减 USD 100' });
    expect(within(card).getByRole('button', { name: '核销' })).toBeVisible();
  });

  it('reads a QR code’s whole address pasted or scanned into the field', async () => {
    const view = await renderRoute(PAGE, { member: 'forwarder', locale: 'en-US' });
    await view.events.click(screen.getByLabelText('Coupon code'));
    await view.events.paste(redemptionAddress(DEMO_COUPONS.unused));
    await view.events.keyboard('{Enter}');
    const card = await screen.findByRole('region', { name: '新客立减 USD 100' });
    expect(within(card).getByText('Ningbo Hailian Import & Export Co., Ltd.')).toBeVisible();
  });

  it('explains a code of the wrong length or alphabet next to the field and keeps it', async () => {
    const view = await renderRoute(PAGE, { member: 'forwarder' });
    const field = screen.getByLabelText('券码');

    await view.events.type(field, 'YH7K-2MQ4-RT8{Enter}');
    expect(await screen.findByText('券码应为 12 位，现在是 11 位，请核对')).toBeVisible();
    expect(field).toHaveValue('YH7K-2MQ4-RT8');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('券码应为 12 位，现在是 11 位，请核对');

    await view.events.type(field, '0');
    await view.events.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText(/券码里不会有这些字符：0。/)).toBeVisible();
    expect(field).toHaveValue('YH7K-2MQ4-RT80');
    expect(view.router.state.location.search).toBe('');
    // No coupon shown: the page's one section is the redemption records under the form.
    expect(regionNames()).toEqual(['核销记录']);
  });

  it('says so for a malformed code in the address, without looking it up', async () => {
    await renderRoute(`${PAGE}?code=abc`, { member: 'forwarder', locale: 'en-US' });
    const field = screen.getByLabelText('Coupon code');
    expect(field).toHaveValue('abc');
    expect(
      screen.getByText('A coupon code has 12 characters; this one has 3. Check it and try again.'),
    ).toBeVisible();
    expect(regionNames()).toEqual(['Redemption records']);
  });

  it('says a code nobody has does not exist (4004)', async () => {
    const view = await renderRoute(PAGE, { member: 'forwarder' });
    await view.events.type(screen.getByLabelText('券码'), 'ABCD-EFGH-JKMN{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('没有这个券码');
    expect(alert).toHaveTextContent('没有券码为 ABCD-EFGH-JKMN 的优惠券');
  });

  it('says another issuer’s code is not the company’s coupon, revealing nothing of it (4003)', async () => {
    await renderRoute(`${PAGE}?code=${DEMO_COUPONS.unused}`, {
      member: 'consolidator',
      locale: 'en-US',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not your company’s coupon');
    expect(alert).toHaveTextContent('is not a coupon your company issued');
    expect(screen.queryByText(/Ningbo Hailian|宁波海联/)).not.toBeInTheDocument();
    expect(screen.queryByText('新客立减 USD 100')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
    expect(db.coupons[DEMO_COUPONS.unused]?.status).toBe('unused');
  });

  it('says the server could not be reached and looks the code up again on Retry', async () => {
    server.use(http.get(`*${CouponApi.check}`, () => HttpResponse.error(), { once: true }));
    const view = await renderRoute(`${PAGE}?code=${DEMO_COUPONS.unused}`, { member: 'forwarder' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('券码查询失败');
    await view.events.click(within(alert).getByRole('button', { name: '重试' }));

    expect(await screen.findByRole('region', { name: '新客立减 USD 100' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is for forwarders and consolidators: a shipper gets the 403 page', async () => {
    await renderRoute(`${PAGE}?code=${DEMO_COUPONS.unused}`, { member: 'shipper' });
    expect(await screen.findByRole('heading', { level: 1, name: '无权访问此页面' })).toBeVisible();
    expect(screen.getByText(/此页面仅供货代企业和集拼企业使用/)).toBeVisible();
    expect(screen.queryByLabelText('券码')).not.toBeInTheDocument();
  });
});
