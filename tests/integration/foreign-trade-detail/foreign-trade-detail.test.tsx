import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { DirectoryApi } from '@/contract/directory/paths';
import { MarketApi } from '@/contract/market/paths';
import { db } from '@mock/core/store';
import type { ListingRow } from '@mock/domains/market/schema';
import type { EnterpriseRow } from '@mock/domains/member/schema';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';

const urlOf = (id: string) => `/business/foreignTradeDetial?id=${id}`;
const enterprise = (id: string) => db.enterprises[id] as EnterpriseRow;
const region = (name: string) => screen.findByRole('region', { name });

/** A type-2 enterprise of the directory seed that has nothing on the market. */
function forwarderWithoutListings(): EnterpriseRow {
  const busy = new Set(Object.values(db.listings).map((row) => row.enterpriseId));
  const found = Object.values(db.enterprises).find(
    (row) => row.userType === 2 && Number(row.id) > 2300 && !busy.has(row.id),
  );
  if (!found) throw new Error('no idle forwarder in the seed');
  return found;
}

function listingOf(row: EnterpriseRow): ListingRow {
  return {
    id: 'directory-test-1',
    publisherId: Object.values(db.members).find((m) => m.enterpriseId === row.id)?.id ?? '',
    enterpriseId: row.id,
    pol: 'CNNGB',
    pod: 'DEHAM',
    carrier: 'MSC',
    shipmentType: 'FCL',
    prices: [{ unit: '40HQ', amount: '1650' }],
    surcharges: [],
    currency: 'USD',
    sailingDays: [3],
    transitDays: 33,
    validFrom: '2020-01-01',
    validTo: '2099-12-31',
    status: 'on',
    createdAt: Date.now(),
    updatedAt: Date.now(),
  };
}

describe('/business/foreignTradeDetial', { timeout: 45_000 }, () => {
  it('shows a visitor the profile and open tenders, and asks to log in for the contact', async () => {
    const shipper = enterprise(demoAccounts.shipper.enterpriseId);
    await renderRoute(urlOf(shipper.id));

    expect(await screen.findByRole('heading', { level: 1, name: shipper.name })).toBeVisible();
    const profile = await region('企业信息');
    expect(within(profile).getByText('外贸企业')).toBeVisible();
    expect(within(profile).getByText('浙江省')).toBeVisible();
    expect(within(profile).getByText(shipper.address)).toBeVisible();
    expect(within(profile).getByText('已认证')).toBeVisible();

    const contact = await region('联系方式');
    expect(within(contact).getByRole('link', { name: '登录后查看联系方式' })).toHaveAttribute(
      'href',
      `/login?reject=${encodeURIComponent(urlOf(shipper.id))}`,
    );
    expect(screen.queryByText(shipper.contactPhone)).not.toBeInTheDocument();

    const open = Object.values(db.tenders)
      .filter((t) => t.enterpriseId === shipper.id && t.status === 'open')
      .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
    const tenders = await region('进行中的招标');
    const newest = open[0];
    if (!newest) throw new Error('the demo shipper has no open tender');
    expect(await within(tenders).findByRole('link', { name: newest.title })).toHaveAttribute(
      'href',
      `/business/tendering/${newest.id}`,
    );
    expect(screen.getByRole('button', { name: `收藏${shipper.name}` })).toBeVisible();
  });

  it('shows a logged-in member the contact details', async () => {
    const forwarder = enterprise(demoAccounts.forwarder.enterpriseId);
    await renderRoute(urlOf(forwarder.id), { member: 'shipper', locale: 'en-US' });

    expect(
      await screen.findByRole('heading', { level: 1, name: demoAccounts.forwarder.companyNameEn }),
    ).toBeVisible();
    expect(screen.getByText(forwarder.name)).toBeVisible();
    const contact = await region('Contact');
    expect(await within(contact).findByText(forwarder.contactName)).toBeVisible();
    expect(within(contact).getByRole('link', { name: forwarder.contactPhone })).toHaveAttribute(
      'href',
      `tel:${forwarder.contactPhone}`,
    );
    expect(within(contact).getByRole('link', { name: forwarder.email })).toBeVisible();
    expect(screen.queryByText('Log in to see contact details')).not.toBeInTheDocument();
  });

  it('lists a forwarder’s rates on the market, or says it has none', async () => {
    const idle = forwarderWithoutListings();
    const view = await renderRoute(urlOf(idle.id));
    const none = await region('在售运价');
    expect(await within(none).findByText('该企业暂无在售运价')).toBeVisible();
    view.unmount();

    db.listings['directory-test-1'] = listingOf(idle);
    await renderRoute(urlOf(idle.id));
    const listings = await region('在售运价');
    const lane = await within(listings).findByRole('link', { name: '宁波 至 汉堡' });
    expect(lane).toHaveAttribute('href', '/business/marketDetail?id=directory-test-1');
    expect(within(listings).getByText(/33/)).toBeVisible();
  });

  it('shows a failed block with Retry, which loads it', async () => {
    const idle = forwarderWithoutListings();
    server.use(
      http.get(
        `*${MarketApi.page}`,
        () => HttpResponse.json({ code: 5000, message: '服务器内部错误', data: null }),
        { once: true },
      ),
    );
    const { events } = await renderRoute(urlOf(idle.id));
    const listings = await region('在售运价');
    expect(await within(listings).findByText('运价加载失败')).toBeVisible();
    await events.click(within(listings).getByRole('button', { name: '重试' }));
    expect(await within(listings).findByText('该企业暂无在售运价')).toBeVisible();
  });

  it.each([['?id=999999'], ['']])(
    'gives a missing or unknown id (%s) a not-found state',
    async (query) => {
      await renderRoute(`/business/foreignTradeDetial${query}`);
      expect(await screen.findByRole('heading', { level: 1, name: '企业不存在' })).toBeVisible();
      expect(screen.getByRole('link', { name: '返回企业名录' })).toHaveAttribute(
        'href',
        '/business/foreignTrade/1',
      );
    },
  );

  it('offers Retry when the enterprise cannot be loaded', async () => {
    server.use(
      http.get(
        `*${DirectoryApi.detail}`,
        () => HttpResponse.json({ code: 5000, message: '服务器内部错误', data: null }),
        { once: true },
      ),
    );
    const shipper = enterprise(demoAccounts.shipper.enterpriseId);
    const { events } = await renderRoute(urlOf(shipper.id));
    expect(
      await screen.findByRole('heading', { level: 1, name: '企业信息加载失败' }),
    ).toBeVisible();
    await events.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: shipper.name })).toBeVisible(),
    );
  });
});
