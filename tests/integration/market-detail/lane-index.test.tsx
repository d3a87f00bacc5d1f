import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { MarketApi } from '@/contract/market/paths';
import type { LaneIndex } from '@/contract/market/rate-index';
import { db } from '@mock/core/store';
import { server } from '@mock/node';

import { renderRoute } from '../../utils/render-route';

const port = (code: string, name: string, nameEn: string, region: string) => ({
  code,
  name,
  nameEn,
  countryCode: code.slice(0, 2),
  region,
});

/** Four weeks on Shanghai → Rotterdam: one without rates, the latest at USD 1,707.00. */
function index(unit: LaneIndex['unit'], weeks: number): LaneIndex {
  return {
    pol: port('CNSHA', '上海', 'Shanghai', 'east-asia'),
    pod: port('NLRTM', '鹿特丹', 'Rotterdam', 'north-europe'),
    unit,
    currency: 'USD',
    rate: '1',
    rateDate: '2026-11-27',
    weeks: [
      { week: '2026-11-02', listings: 3, median: '1900.00', low: '1800.00', high: '2000.00' },
      { week: '2026-11-09', listings: 0 },
      { week: '2026-11-16', listings: 2, median: '1750.50', low: '1700.00', high: '1801.00' },
      { week: '2026-11-23', listings: 4, median: '1707.00', low: '1649.00', high: '1794.00' },
    ].slice(-weeks),
  };
}

/** Answers the lane index with `index`, and keeps what each call asked. */
function answerIndex() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`*${MarketApi.laneIndex}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const unit = (query.get('unit') ?? '20GP') as LaneIndex['unit'];
      return HttpResponse.json({ code: 200, message: 'ok', data: index(unit, 4) });
    }),
  );
  return asked;
}

describe('/business/marketDetail: the lane rate index', { timeout: 45_000 }, () => {
  it('says in words where the market stands and where this rate sits, and gives the same figures as a table', async () => {
    const user = userEvent.setup();
    const listing = db.listings['5001'];
    if (!listing) throw new Error('seed listing 5001 missing');
    // 20GP freight 1,660 + per-container surcharges 124 and 10; the per-B/L 70 is left out.
    listing.prices = [
      { unit: '20GP', amount: '1660.00' },
      { unit: '40HQ', amount: '3070.00' },
    ];
    listing.surcharges = [
      { code: 'THC', unit: 'per_container', amount: '124.00' },
      { code: 'DOC', unit: 'per_bl', amount: '70.00' },
      { code: 'SEAL', unit: 'per_container', amount: '10.00' },
    ];
    const asked = answerIndex();
    await renderRoute('/business/marketDetail?id=5001');

    const section = await screen.findByRole('region', { name: '航线运价指数', busy: false });
    const figure = await within(section).findByRole('figure', {
      name: '上海 → 鹿特丹 20GP 每周全包价中位数与区间',
    });
    expect(figure).toHaveTextContent(
      '最近有运价的一周（11月23日）：中位数 USD 1,707.00，区间 USD 1,649.00 至 USD 1,794.00。',
    );
    expect(figure).toHaveTextContent('中位数比3周前下降10.2%。');
    expect(figure).toHaveTextContent('本运价全包价 USD 1,794.00，在市场区间之内。');
    expect(asked[0]?.get('pol')).toBe('CNSHA');
    expect(asked[0]?.get('pod')).toBe('NLRTM');
    expect(asked[0]?.get('weeks')).toBe('12');

    await user.click(within(figure).getByText('表格'));
    const rows = within(figure).getAllByRole('row');
    expect(rows.map((row) => row.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      '周（周一）中位数最低最高运价数',
      '11月23日USD 1,707.00USD 1,649.00USD 1,794.004',
      '11月16日USD 1,750.50USD 1,700.00USD 1,801.002',
      '11月9日无无无0',
      '11月2日USD 1,900.00USD 1,800.00USD 2,000.003',
    ]);
  });

  it('asks again for another container type and period, and places that type’s own price', async () => {
    const user = userEvent.setup();
    const asked = answerIndex();
    await renderRoute('/business/marketDetail?id=5001', { locale: 'en-US' });
    const section = await screen.findByRole('region', { name: 'Lane rate index', busy: false });
    await within(section).findByRole('figure');

    await user.click(within(section).getByText('52 weeks'));
    await user.click(within(section).getByText('40HQ'));
    const figure = await within(section).findByRole('figure', {
      name: 'Weekly all-in median and range, Shanghai → Rotterdam, 40HQ',
    });
    expect(asked.at(-1)?.get('unit')).toBe('40HQ');
    expect(asked.at(-1)?.get('weeks')).toBe('52');
    expect(figure).toHaveTextContent("is above the market's range.");
  });

  it('shows its own failure with Retry while the listing stays, and loads on Retry', async () => {
    const user = userEvent.setup();
    let failures = 1;
    server.use(
      http.get(`*${MarketApi.laneIndex}`, () => {
        if (failures-- > 0) return HttpResponse.json({ code: 5000, message: 'down', data: null });
        return undefined;
      }),
    );
    await renderRoute('/business/marketDetail?id=5001');
    const section = await screen.findByRole('region', { name: '航线运价指数', busy: false });
    expect(await within(section).findByText('航线运价指数未能加载')).toBeVisible();
    expect(screen.getByRole('region', { name: '各箱型运价' })).toBeVisible();

    await user.click(within(section).getByRole('button', { name: /重\s?试/ }));
    expect(await within(section).findByRole('figure')).toHaveTextContent('全包价 = 运费');
  });
});
