import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { CouponApi } from '@/contract/coupon/paths';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { DEMO_COUPONS } from '@mock/scenarios/coupons';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';
import { redeemAs } from '../coupon-data';

const PAGE = '/coupon/couponVerification';
const at = (code: string) => `${PAGE}?code=${code}`;

/** The instant a `<time>` element names, in epoch ms. */
const instantOf = (element: HTMLElement) =>
  new Date(within(element).getByRole('time').getAttribute('dateTime') ?? '').getTime();
/** A stored instant to the second, as the API states it. */
const toSecond = (ms: number | undefined) => Math.floor((ms ?? 0) / 1000) * 1000;

describe('/coupon/couponVerification as the issuer', () => {
  it('looks a typed code up and redeems it once after confirming; the server stores it used', async () => {
    const view = await renderRoute(PAGE, { member: 'forwarder' });

    await view.events.type(screen.getByLabelText('券码'), 'yh7k 2mq4 rt8w');
    await view.events.click(screen.getByRole('button', { name: '查询' }));

    const card = await screen.findByRole('region', { name: '新客立减 USD 100' });
    expect(within(card).getByText('YH7K-2MQ4-RT8W')).toBeVisible();
    expect(within(card).getByText('未使用')).toBeVisible();
    expect(within(card).getByText('宁波海联进出口有限公司')).toBeVisible();
    expect(within(card).getByText(/减 USD\s?100\.00，满 USD\s?1,000\.00 可用/)).toBeVisible();
    expect(view.router.state.location.search).toBe(`?code=${DEMO_COUPONS.unused}`);

    await view.events.click(within(card).getByRole('button', { name: '核销' }));
    const confirm = await screen.findByRole('dialog', { name: '核销这张优惠券？' });
    expect(confirm).toHaveTextContent('宁波海联进出口有限公司');
    await view.events.click(within(confirm).getByRole('button', { name: '确认核销' }));

    expect(await screen.findByText('已核销优惠券 YH7K-2MQ4-RT8W')).toBeVisible();
    expect(await within(card).findByText('已使用')).toBeVisible();
    const used = within(card).getByText(/由 李明轩 在柜台核销/);
    const stored = db.coupons[DEMO_COUPONS.unused];
    expect(stored).toMatchObject({ status: 'used', redeemedBy: demoAccounts.forwarder.memberId });
    expect(stored?.orderNo).toBeUndefined();
    expect(instantOf(used)).toBe(toSecond(stored?.usedAt));
    expect(within(card).queryByRole('button', { name: '核销' })).not.toBeInTheDocument();
  });

  it('leaves the coupon unused when the issuer cancels the confirmation', async () => {
    const view = await renderRoute(at(DEMO_COUPONS.unused), {
      member: 'forwarder',
      locale: 'en-US',
    });
    const card = await screen.findByRole('region', { name: '新客立减 USD 100' });

    await view.events.click(within(card).getByRole('button', { name: 'Redeem' }));
    const confirm = await screen.findByRole('dialog', { name: 'Redeem this coupon?' });
    await view.events.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(db.coupons[DEMO_COUPONS.unused]?.status).toBe('unused');
  });

  it('says when and by whom a coupon redeemed meanwhile was used, and shows it used', async () => {
    const view = await renderRoute(at(DEMO_COUPONS.unused), {
      member: 'forwarder',
      locale: 'en-US',
    });
    const card = await screen.findByRole('region', { name: '新客立减 USD 100' });
    // Another counter redeems it while this page shows it unused.
    await redeemAs('forwarder', DEMO_COUPONS.unused);

    await view.events.click(within(card).getByRole('button', { name: 'Redeem' }));
    const confirm = await screen.findByRole('dialog', { name: 'Redeem this coupon?' });
    await view.events.click(within(confirm).getByRole('button', { name: 'Redeem' }));

    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('The coupon was not redeemed');
    expect(alert).toHaveTextContent(
      /This coupon was already used: redeemed by 李明轩 \(Shanghai Yuanhang International Freight Forwarding Co\., Ltd\.\) on \d{4}-\d{2}-\d{2} \d{2}:\d{2}\./,
    );
    expect(await within(card).findByText('Used')).toBeVisible();
    const line = within(card).getByText(/Redeemed at the counter by 李明轩 on/);
    expect(instantOf(line)).toBe(toSecond(db.coupons[DEMO_COUPONS.unused]?.usedAt));
    expect(within(card).queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
  });

  it('shows a coupon redeemed before with when and by whom, and no Redeem', async () => {
    await renderRoute(at(DEMO_COUPONS.redeemed), { member: 'forwarder' });
    const card = await screen.findByRole('region', { name: '老客户回馈 USD 50' });
    expect(within(card).getByText('已使用，不能再次核销')).toBeVisible();
    const line = within(card).getByText(/由 李明轩 在柜台核销/);
    expect(instantOf(line)).toBe(toSecond(db.coupons[DEMO_COUPONS.redeemed]?.usedAt));
    expect(within(card).queryByRole('button', { name: '核销' })).not.toBeInTheDocument();
  });

  it('refuses a reserved coupon, naming its order, and says when others were used or ended', async () => {
    const view = await renderRoute(at(DEMO_COUPONS.reserved), { member: 'forwarder' });
    const card = await screen.findByRole('region', { name: '整箱运费 95 折' });
    expect(within(card).getByText('已锁定')).toBeVisible();
    expect(within(card).getByText('已被待支付订单锁定，不能核销')).toBeVisible();
    const orderNo = db.coupons[DEMO_COUPONS.reserved]?.orderNo ?? '';
    expect(orderNo).not.toBe('');
    expect(within(card).getByText(orderNo)).toBeVisible();
    expect(within(card).queryByRole('button', { name: '核销' })).not.toBeInTheDocument();

    await view.events.clear(screen.getByLabelText('券码'));
    await view.events.type(screen.getByLabelText('券码'), DEMO_COUPONS.used);
    await view.events.click(screen.getByRole('button', { name: '查询' }));
    const used = await screen.findByRole('region', { name: '老客户回馈 USD 50' });
    const usedOn = db.coupons[DEMO_COUPONS.used]?.orderNo ?? '';
    expect(within(used).getByText(usedOn)).toBeVisible();
    expect(within(used).getByText(/已用于订单/)).toBeVisible();

    await view.events.clear(screen.getByLabelText('券码'));
    await view.events.type(screen.getByLabelText('券码'), DEMO_COUPONS.expired);
    await view.events.click(screen.getByRole('button', { name: '查询' }));
    const expired = await screen.findByRole('region', { name: '2025 年终回馈券' });
    expect(within(expired).getByText('已过期，不能核销')).toBeVisible();
    expect(within(expired).queryByRole('button', { name: '核销' })).not.toBeInTheDocument();
  });

  it('retries a redeem whose reply was lost', async () => {
    server.use(http.post(`*${CouponApi.redeem}`, () => HttpResponse.error(), { once: true }));
    const view = await renderRoute(at(DEMO_COUPONS.unused), { member: 'forwarder' });
    const card = await screen.findByRole('region', { name: '新客立减 USD 100' });

    await view.events.click(within(card).getByRole('button', { name: '核销' }));
    const confirm = await screen.findByRole('dialog', { name: '核销这张优惠券？' });
    await view.events.click(within(confirm).getByRole('button', { name: '确认核销' }));

    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('未能核销');
    expect(db.coupons[DEMO_COUPONS.unused]?.status).toBe('unused');
    await view.events.click(within(alert).getByRole('button', { name: '重试' }));

    expect(await within(card).findByText('已使用')).toBeVisible();
    expect(db.coupons[DEMO_COUPONS.unused]?.status).toBe('used');
    await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
  });
});
