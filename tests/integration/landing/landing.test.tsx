import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { DirectoryApi } from '@/contract/directory/paths';
import { HomeApi } from '@/contract/home/paths';
import { API_PREFIX } from '@/contract/http';
import { now } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';

const region = (name: string) => screen.findByRole('region', { name });

describe('business landing', () => {
  it('leads a visitor into tenders, the market, the directory and news with live counts, and asks to log in', async () => {
    await renderRoute('/business');
    const explore = await region('业务入口');
    const open = Object.values(db.tenders).filter((row) => row.status === 'open').length;
    expect(await within(explore).findByText(`${open} 个招标进行中`)).toBeVisible();
    expect(within(explore).getByRole('link', { name: '集卡车队' })).toHaveAttribute(
      'href',
      '/business/foreignTrade/4',
    );
    expect(within(explore).getByRole('link', { name: '帮助中心' })).toHaveAttribute(
      'href',
      '/business/newsList?category=help',
    );
    const attention = await region('待办提醒');
    expect(within(attention).getByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      `/login?reject=${encodeURIComponent('/business')}`,
    );
  });

  it("shows a shipper's tender closing within 48 hours with a countdown", async () => {
    const tender = Object.values(db.tenders).find(
      (row) => row.issuerId === demoAccounts.shipper.memberId && row.status === 'open',
    );
    if (!tender) throw new Error('the seed has no open tender of the shipper');
    tender.bidDeadline = now() + 5 * 3600_000;
    await renderRoute('/business', { member: 'shipper' });
    const attention = await region('待办提醒');
    expect(await within(attention).findByText('48 小时内截止的招标')).toBeVisible();
    const link = within(attention).getByRole('link', { name: tender.title });
    expect(link).toHaveAttribute('href', `/business/myTenderBid?tenderId=${tender.id}`);
    const item = within(attention)
      .getAllByRole('listitem')
      .find((row) => within(row).queryByRole('link', { name: tender.title }));
    expect(within(item as HTMLElement).getByRole('timer')).toHaveTextContent(/^0[45]:\d\d:\d\d$/);
  });

  it("shows a forwarder's expiring rates, not a shipper's lines", async () => {
    const listing = Object.values(db.listings).find(
      (row) => row.publisherId === demoAccounts.forwarder.memberId && row.status === 'on',
    );
    if (!listing) throw new Error('the seed has no listing of the forwarder on the market');
    listing.validTo = new Date(now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await renderRoute('/business', { member: 'forwarder', locale: 'en-US' });
    const attention = await region('Needs your attention');
    expect(
      await within(attention).findByRole('link', { name: /expires? within 7 days/ }),
    ).toHaveAttribute('href', '/business/myMarket');
    await waitFor(() => expect(attention).toHaveAttribute('aria-busy', 'false'));
    expect(
      within(attention).queryByText('Tenders closing within 48 hours'),
    ).not.toBeInTheDocument();
  });

  it('leads to the coupon centre, the coupon market and my coupons, and issuers to redemption', async () => {
    await renderRoute('/business');
    const coupons = await screen.findByRole('region', { name: '优惠券' });
    expect(within(coupons).getByRole('link', { name: /领券中心/ })).toHaveAttribute(
      'href',
      '/coupon/couponCollectionCenter',
    );
    expect(within(coupons).getByRole('link', { name: /优惠券市场/ })).toHaveAttribute(
      'href',
      '/coupon/couponMarket',
    );
    expect(within(coupons).getByRole('link', { name: /我的优惠券/ })).toHaveAttribute(
      'href',
      '/coupon/myCoupon',
    );
    const carriers = await region('货代与集拼企业');
    expect(within(carriers).getByRole('link', { name: /优惠券核销/ })).toHaveAttribute(
      'href',
      '/coupon/couponVerification',
    );
  });

  it('keeps the entries when the counts fail, with a retry', async () => {
    server.use(
      http.get(`*${API_PREFIX}${HomeApi.overview}`, () =>
        HttpResponse.json({ code: 5000, message: '服务器内部错误，请稍后重试', data: null }),
      ),
    );
    await renderRoute('/business', { member: 'forwarder' });
    const explore = await region('业务入口');
    expect(await within(explore).findByRole('alert')).toHaveTextContent('服务器内部错误');
    expect(within(explore).getByRole('link', { name: '运价市场' })).toBeVisible();
    expect(within(explore).getByRole('button', { name: /重试/ })).toBeVisible();
  });
  it('asks again only for the counts that failed, and shows them all once they are in', async () => {
    server.use(
      http.get(
        `*${API_PREFIX}${HomeApi.overview}`,
        () => HttpResponse.json({ code: 5000, message: '服务器内部错误，请稍后重试', data: null }),
        { once: true },
      ),
    );
    let directoryCalls = 0;
    server.use(
      http.get(`*${API_PREFIX}${DirectoryApi.page}`, () => {
        directoryCalls += 1;
        return undefined;
      }),
    );
    const view = await renderRoute('/business');
    const explore = await region('业务入口');
    await view.events.click(await within(explore).findByRole('button', { name: /重试/ }));

    const open = Object.values(db.tenders).filter((row) => row.status === 'open').length;
    expect(await within(explore).findByText(`${open} 个招标进行中`)).toBeVisible();
    expect(within(explore).queryByRole('alert')).not.toBeInTheDocument();
    // One count per directory category, asked once.
    expect(directoryCalls).toBe(4);
  });
});
