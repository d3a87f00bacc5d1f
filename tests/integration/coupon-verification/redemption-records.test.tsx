import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { groupCouponCode } from '@/contract/coupon/code';
import { CouponApi } from '@/contract/coupon/paths';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { DEMO_COUPONS, DEMO_TEMPLATES } from '@mock/scenarios/coupons';
import { DEMO_TENDERS } from '@mock/scenarios/trade';

import { choose } from '../../utils/antd-select';
import { renderRoute } from '../../utils/render-route';

const PAGE = '/coupon/couponVerification';

const TITLE = { 'zh-CN': '核销记录', 'en-US': 'Redemption records' } as const;
type Locale = keyof typeof TITLE;

const section = (locale: Locale = 'zh-CN') => screen.findByRole('region', { name: TITLE[locale] });
/** The records on show, each an article named by its coupon and code. */
const records = async (locale: Locale = 'zh-CN') => {
  const list = await within(await section(locale)).findByRole('list', { name: TITLE[locale] });
  return within(list).getAllByRole('article');
};
const recordOf = async (code: string) => {
  const found = (await records()).find((row) => row.textContent?.includes(groupCouponCode(code)));
  if (!found) throw new Error(`no record of ${code}`);
  return found;
};

describe('/coupon/couponVerification: the redemption records', () => {
  it('shows a coupon’s records of both ways: order and discount, counter and face value', async () => {
    await renderRoute(`${PAGE}?template=${DEMO_TEMPLATES.forwarderPaused}`, {
      member: 'forwarder',
    });
    const onOrder = await recordOf(DEMO_COUPONS.used);
    const orderNo = db.tenders[DEMO_TENDERS.awardedPaid]?.orderNo ?? '';
    expect(onOrder).toHaveTextContent('订单抵扣');
    expect(onOrder).toHaveTextContent(orderNo);
    expect(onOrder).toHaveTextContent('宁波海联进出口有限公司');
    expect(onOrder).toHaveTextContent(/抵扣金额USD\s?50\.00/);
    const atCounter = await recordOf(DEMO_COUPONS.redeemed);
    expect(atCounter).toHaveTextContent('柜台核销');
    expect(atCounter).toHaveTextContent(/抵扣金额USD\s?50\.00/);
    const shown = within(atCounter).getByRole('time').getAttribute('dateTime') ?? '';
    expect(shown).toMatch(/\+08:00$/);
    expect(Date.parse(shown)).toBe(db.coupons[DEMO_COUPONS.redeemed]?.usedAt);
    expect(atCounter).not.toHaveTextContent('订单号');
  });

  it('says a percentage coupon redeemed at the counter took off an unknown amount', async () => {
    await renderRoute(`${PAGE}?template=${DEMO_TEMPLATES.forwarderDiscount}&way=counter`, {
      member: 'forwarder',
      locale: 'en-US',
    });
    const rows = await records('en-US');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toHaveTextContent(
        'Not known (a percentage coupon redeemed at the counter has no order amount)',
      );
      expect(row).not.toHaveTextContent(/USD\s?0\.00/);
    }
  });

  it('keeps a filter in the address, with the code looked up, and lists only what it lets through', async () => {
    const view = await renderRoute(`${PAGE}?code=${DEMO_COUPONS.unused}`, {
      member: 'forwarder',
    });
    expect(await screen.findByRole('region', { name: '新客立减 USD 100' })).toBeVisible();
    await records();

    await choose(view.events, '使用方式', '订单抵扣');
    await waitFor(() =>
      expect(view.router.state.location.search).toBe(`?way=order&code=${DEMO_COUPONS.unused}`),
    );
    await waitFor(async () => {
      const rows = await records();
      expect(rows.every((row) => row.textContent?.includes('订单抵扣'))).toBe(true);
    });
    expect(await recordOf(DEMO_COUPONS.used)).toBeVisible();
    // The coupon looked up above stays.
    expect(screen.getByRole('region', { name: '新客立减 USD 100' })).toBeVisible();
  });

  it('shows its own failure with Retry while the look-up above works', async () => {
    server.use(http.get(`*${CouponApi.redemptions}`, () => HttpResponse.error(), { once: true }));
    const view = await renderRoute(PAGE, { member: 'forwarder' });

    const alert = await within(await section()).findByRole('alert');
    expect(alert).toHaveTextContent('核销记录加载失败');
    expect(screen.getByLabelText('券码')).toBeEnabled();
    await view.events.click(within(alert).getByRole('button', { name: '重试' }));
    expect((await records()).length).toBeGreaterThan(0);
  });

  it('says when nothing matches the filters and clears them', async () => {
    const view = await renderRoute(`${PAGE}?from=2020-01-01&to=2020-01-31`, {
      member: 'forwarder',
    });
    const records = await section();
    expect(await within(records).findByText('没有符合筛选条件的记录。')).toBeVisible();
    // The empty list's button and the filter bar's reset clear the same filters.
    const buttons = within(records).getAllByRole('button', { name: '清除筛选' });
    expect(buttons).toHaveLength(2);
    await view.events.click(buttons[1] as HTMLElement);
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(await within(records).findByRole('list', { name: '核销记录' })).toBeVisible();
  });

  it('says when none of the issuer’s coupons was used yet', async () => {
    server.use(
      http.get(`*${CouponApi.redemptions}`, () =>
        HttpResponse.json({
          code: 200,
          message: 'ok',
          data: { records: [], total: 0, current: 1, size: 12 },
        }),
      ),
    );
    await renderRoute(PAGE, { member: 'forwarder' });
    expect(await within(await section()).findByText(/还没有优惠券被使用/)).toBeVisible();
  });

  it('shows a coupon redeemed at the counter at the top of the records', async () => {
    const view = await renderRoute(`${PAGE}?code=${DEMO_COUPONS.unused}`, {
      member: 'forwarder',
    });
    const card = await screen.findByRole('region', { name: '新客立减 USD 100' });
    await records();
    await view.events.click(within(card).getByRole('button', { name: '核销' }));
    const confirm = await screen.findByRole('dialog', { name: '核销这张优惠券？' });
    await view.events.click(within(confirm).getByRole('button', { name: '确认核销' }));

    await waitFor(async () => {
      const [top] = await records();
      expect(top).toHaveTextContent(groupCouponCode(DEMO_COUPONS.unused));
    });
    const [top] = await records();
    expect(top).toHaveTextContent('柜台核销');
    expect(top).toHaveTextContent(/USD\s?100\.00/);
  });
});
