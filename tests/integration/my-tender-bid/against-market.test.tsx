import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { TenderMarket } from '@/contract/tender/market';
import { TenderApi } from '@/contract/tender/paths';
import { db } from '@mock/core/store';
import { server } from '@mock/node';

import { fakeScreen } from '../../utils/fake-screen';
import { renderRoute } from '../../utils/render-route';

/** The seeded tender 5001's bids placed by hand: one below a band of 6,500–7,500, two within, one above. */
const market: TenderMarket = {
  week: '2026-11-23',
  currency: 'USD',
  rate: '1',
  rateDate: '2026-11-27',
  lines: [
    {
      unit: '40HQ',
      quantity: '2',
      listings: 4,
      low: '2500.00',
      median: '2700.00',
      high: '2900.00',
    },
    {
      unit: '20GP',
      quantity: '1',
      listings: 3,
      low: '1500.00',
      median: '1600.00',
      high: '1700.00',
    },
  ],
  band: { low: '6500.00', median: '7000.00', high: '7500.00' },
  bids: [
    { bidId: '10002', total: '6433.69', position: 'below' },
    { bidId: '10003', total: '6694.30', position: 'within' },
    { bidId: '10001', total: '7000.00', position: 'within' },
    { bidId: '10004', total: '7605.00', position: 'above' },
  ],
};

function answer(reply: TenderMarket | 'down') {
  server.use(
    http.get(`*${TenderApi.market}`, () =>
      reply === 'down'
        ? HttpResponse.json({ code: 5000, message: 'down', data: null })
        : HttpResponse.json({ code: 200, message: 'ok', data: reply }),
    ),
  );
}

const bidderOf = (bidId: string) => {
  const bid = db.bids[bidId];
  const enterprise = bid ? db.enterprises[bid.enterpriseId] : undefined;
  if (!enterprise) throw new Error(`seed bid ${bidId} has no enterprise`);
  return enterprise.name;
};

async function openTender() {
  const view = await renderRoute('/business/myTenderBid?tenderId=5001', { member: 'shipper' });
  const panel = await screen.findByRole('region', { name: /^报价比较：/ });
  return { view, panel };
}

describe('/business/myTenderBid: bids against the market', { timeout: 90_000 }, () => {
  it('places each bid in the market band in the table, and says it in words with the same figures as a table', async () => {
    const screenSize = fakeScreen(1440);
    onTestFinished(screenSize.restore);
    answer(market);
    const { view, panel } = await openTender();
    await within(panel).findByText(bidderOf('10004'));
    const row = (bidId: string) =>
      within(panel)
        .getAllByRole('row')
        .find((item) => item.textContent?.includes(bidderOf(bidId)));
    // The bids and the market answer separately: the table places the bids once the market is in.
    await waitFor(() => expect(row('10002')).toHaveTextContent('低于市场区间比中位数低 8.1%'));
    expect(row('10003')).toHaveTextContent('在市场区间内比中位数低 4.4%');
    expect(row('10001')).toHaveTextContent('在市场区间内与中位数持平');
    expect(row('10004')).toHaveTextContent('高于市场区间比中位数高 8.6%');

    const section = await within(panel).findByRole('region', { name: '报价与市场对比' });
    const figure = await within(section).findByRole('figure', {
      name: '各报价总价与市场区间（USD）',
    });
    expect(figure).toHaveTextContent(
      '按本招标的箱型箱量计算，该航线 11月23日 当周的市场价：中位数 USD 7,000.00，区间 USD 6,500.00 至 USD 7,500.00。',
    );
    expect(figure).toHaveTextContent('低于区间 1 个，区间内 2 个，高于区间 1 个报价。');

    await view.events.click(within(figure).getByText('表格'));
    const table = within(figure).getByRole('table');
    expect(
      within(table).getByRole('row', { name: new RegExp(bidderOf('10004')) }),
    ).toHaveTextContent('USD 7,605.00高于市场区间比中位数高 8.6%');
  });

  // jsdom matches no media query: the page is laid out for a phone, a card per bid.
  it("on a phone places each bid in the market band on the bid's card", async () => {
    answer(market);
    const { panel } = await openTender();
    const card = (bidId: string) => within(panel).getByRole('article', { name: bidderOf(bidId) });
    await waitFor(() => expect(card('10002')).toHaveTextContent('低于市场区间比中位数低 8.1%'));
    expect(card('10004')).toHaveTextContent('高于市场区间比中位数高 8.6%');
  });

  it('says so when the lane had no rate in the tender’s week, and the bids stay comparable', async () => {
    answer({ ...market, band: undefined, bids: [] });
    const { panel } = await openTender();
    const section = await within(panel).findByRole('region', { name: '报价与市场对比' });
    expect(
      await within(section).findByText('该航线在本招标发布当周没有市场运价，报价无法与市场对比。'),
    ).toBeVisible();
    expect(within(panel).getByRole('article', { name: bidderOf('10004') })).toHaveTextContent(
      '无市场数据',
    );
  });

  it('shows its own failure with Retry while the bids stay', async () => {
    answer('down');
    const { view, panel } = await openTender();
    const section = await within(panel).findByRole('region', { name: '报价与市场对比' });
    expect(await within(section).findByText('市场对比未能加载')).toBeVisible();
    expect(within(panel).getByText(bidderOf('10004'))).toBeVisible();

    answer(market);
    await view.events.click(within(section).getByRole('button', { name: /重\s?试/ }));
    expect(await within(section).findByRole('figure')).toHaveTextContent('区间内 2 个');
  });
});
