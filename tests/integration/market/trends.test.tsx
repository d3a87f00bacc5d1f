import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { MarketApi } from '@/contract/market/paths';
import type { LaneTrend } from '@/contract/market/rate-index';
import { server } from '@mock/node';

import { renderRoute } from '../../utils/render-route';

/** Answers each lane asked with a trend that fell 3.2% on last week; keeps what each call asked. */
function answerTrends() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`*${MarketApi.laneTrends}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const unit = query.get('unit') as LaneTrend['unit'];
      const trends: LaneTrend[] = (query.get('lanes') ?? '').split(',').map((lane) => {
        const [pol = '', pod = ''] = lane.split('-');
        return {
          pol,
          pod,
          unit,
          currency: 'USD',
          medians: [
            '1800.00',
            null,
            '1760.00',
            '1750.00',
            '1740.00',
            '1790.00',
            '1800.00',
            '1742.40',
          ],
          changePercent: '-3.2',
        };
      });
      return HttpResponse.json({ code: 200, message: 'ok', data: { trends } });
    }),
  );
  return asked;
}

describe('/business/market: each lane’s trend', { timeout: 45_000 }, () => {
  it('shows each listing’s lane trend as a small line and its change on last week, in words', async () => {
    const asked = answerTrends();
    await renderRoute('/business/market');
    const [card] = await screen.findAllByRole('article', { name: /→/ });
    if (!card) throw new Error('no listing card');
    const line = await within(card).findByRole('img', { name: /近8周中位数走势，较上周 -3.2%$/ });
    expect(line).toBeVisible();
    expect(card).toHaveTextContent(/航线走势（(40HQ|立方米)）/);
    const fcl = asked.find((query) => query.get('unit') === '40HQ');
    expect(fcl?.get('lanes')).toMatch(/^[A-Z]{5}-[A-Z]{5}(,[A-Z]{5}-[A-Z]{5})*$/);
  });

  it('follows the container type filtered on', async () => {
    const asked = answerTrends();
    await renderRoute('/business/market?shipmentType=FCL&containerType=20GP');
    const [card] = await screen.findAllByRole('article', { name: /→/ });
    if (!card) throw new Error('no listing card');
    expect(await within(card).findByText('航线走势（20GP）')).toBeVisible();
    expect(asked.map((query) => query.get('unit'))).toEqual(['20GP']);
  });

  it('says once when the trends fail, with Retry, while the listings stay', async () => {
    const user = userEvent.setup();
    let failures = 2;
    server.use(
      http.get(`*${MarketApi.laneTrends}`, () => {
        if (failures-- > 0) return HttpResponse.json({ code: 5000, message: 'down', data: null });
        return undefined;
      }),
    );
    await renderRoute('/business/market');
    expect(await screen.findByText('航线走势未能加载')).toBeVisible();
    expect(screen.getAllByRole('article', { name: /→/ }).length).toBeGreaterThan(0);

    failures = 0;
    await user.click(screen.getByRole('button', { name: /重\s?试/ }));
    const [card] = screen.getAllByRole('article', { name: /→/ });
    if (!card) throw new Error('no listing card');
    expect(await within(card).findByRole('img', { name: /近8周中位数走势/ })).toBeVisible();
    expect(screen.queryByText('航线走势未能加载')).not.toBeInTheDocument();
  });
});
