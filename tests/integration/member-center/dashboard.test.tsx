import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import type {
  CarrierDashboard,
  CarrierMonth,
  ShipperDashboard,
  SpendMonth,
} from '@/contract/member/dashboard';
import { MemberApi } from '@/contract/member/paths';
import { server } from '@mock/node';

import { renderRoute } from '../../utils/render-route';

const URL = '/user/personalCenter';

const port = (code: string, name: string, nameEn: string) => ({
  code,
  name,
  nameEn,
  countryCode: code.slice(0, 2),
  region: 'east-asia',
});
const NINGBO = port('CNNGB', '宁波', 'Ningbo');
const LA = port('USLAX', '洛杉矶', 'Los Angeles');
const SINGAPORE = port('SGSIN', '新加坡', 'Singapore');

const MONTHS = [
  '2025-02',
  '2025-03',
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
];

/** Spend in two months only: the other ten are true zeros. */
const shipper: ShipperDashboard = {
  role: 'shipper',
  currency: 'CNY',
  rates: [{ currency: 'USD', rate: '7.1250' }],
  months: MONTHS.map((month): SpendMonth =>
    month === '2025-12'
      ? { month, orders: 2, spend: '71250.10' }
      : month === '2026-01'
        ? { month, orders: 1, spend: '0.20' }
        : { month, orders: 0, spend: '0.00' },
  ),
  lanes: [
    { pol: NINGBO, pod: LA, orders: 2, spend: '71250.10' },
    { pol: NINGBO, pod: SINGAPORE, orders: 1, spend: '0.20' },
  ],
  market: {
    compared: 2,
    uncompared: 1,
    awarded: '71250.10',
    median: '80000.00',
    difference: '-8749.90',
    lanes: [
      {
        pol: NINGBO,
        pod: LA,
        orders: 2,
        awarded: '71250.10',
        median: '80000.00',
        difference: '-8749.90',
      },
    ],
  },
};

const carrier: CarrierDashboard = {
  role: 'carrier',
  currency: 'CNY',
  rates: [],
  months: MONTHS.map((month): CarrierMonth =>
    month === '2026-01'
      ? {
          month,
          bids: 8,
          won: 3,
          lost: 4,
          orders: 2,
          revenue: '15000.50',
          redeemed: 3,
          discount: '400.00',
          unpriced: 1,
        }
      : {
          month,
          bids: 0,
          won: 0,
          lost: 0,
          orders: 0,
          revenue: '0.00',
          redeemed: 0,
          discount: '0.00',
          unpriced: 0,
        },
  ),
  won: 3,
  decided: 7,
};

function answer(data: unknown) {
  server.use(
    http.get(`*${MemberApi.dashboard}`, () =>
      HttpResponse.json({ code: 200, message: 'ok', data }),
    ),
  );
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function figureNamed(name: string) {
  const section = await screen.findByRole('region', { name: /经营数据|Trade figures/ });
  return within(section).findByRole('figure', { name });
}

describe('/user/personalCenter: the dashboards', { timeout: 60_000 }, () => {
  it('says a shipper’s spend per month, by lane and against the market, and gives each as a table', async () => {
    const user = userEvent.setup();
    answer(shipper);
    await renderRoute(URL, { member: 'shipper' });

    const spend = await figureNamed('近 12 个月每月已支付订单的支出（人民币）');
    expect(plain(spend.textContent)).toContain(
      '近 12 个月共支付 3 笔订单，合计 CNY 71,250.30；支出最多的月份是2025年12月（CNY 71,250.10）。',
    );
    const section = screen.getByRole('region', { name: '经营数据' });
    expect(plain(section.textContent)).toContain('金额均为人民币；USD 按 1 USD = 7.1250 元折算。');

    await user.click(within(spend).getByText('表格'));
    const rows = within(spend)
      .getAllByRole('row')
      .map((row) => plain(row.textContent));
    expect(rows[0]).toBe('月份订单数支出');
    expect(rows).toContain('2025年3月0CNY 0.00');
    expect(rows.at(-1)).toBe('2026年1月1CNY 0.20');
    expect(rows).toHaveLength(13);

    const lanes = await figureNamed('近 12 个月支出最多的航线（人民币）');
    expect(plain(lanes.textContent)).toContain(
      '支出最多的航线是宁波 → 洛杉矶，2 笔订单，合计 CNY 71,250.10。',
    );

    const market = await figureNamed('各航线中标价与市场中位价对比（人民币）');
    expect(plain(market.textContent)).toContain(
      '与招标当周的航线指数中位价相比，2 笔招标订单共少付 CNY 8,749.90（中标价 CNY 71,250.10，市场中位价 CNY 80,000.00）。',
    );
    expect(plain(market.textContent)).toContain(
      '另有 1 笔订单因招标当周该航线没有运价，未作对比。',
    );
    await user.click(within(market).getByText('表格'));
    expect(
      within(market)
        .getAllByRole('row')
        .map((row) => plain(row.textContent)),
    ).toEqual([
      '航线订单数中标价市场中位价差额',
      '宁波 → 洛杉矶2CNY 71,250.10CNY 80,000.00-CNY 8,749.90',
    ]);
  });

  it('isolates the rate’s equation in the Arabic sentence, so it reads left to right', async () => {
    answer(shipper);
    await renderRoute(URL, { member: 'shipper', locale: 'ar-EG' });

    const section = await screen.findByRole('region', { name: 'أرقام التجارة' });
    const note = await within(section).findByText(/^جميع المبالغ باليوان؛/);
    const text = note.textContent ?? '';
    expect(text.replace(/[\u2068\u2069]/g, '')).toBe(
      'جميع المبالغ باليوان؛ USD بسعر 1 USD = 7.1250 CNY.',
    );
    // The whole equation is one isolated run (its arguments isolated again inside it), so the
    // neutral "1" and "=" stay in it rather than taking the Arabic line's direction.
    expect(text).toContain('\u20681 \u2068USD\u2069 = \u20687.1250\u2069 CNY\u2069');
  });

  it('says a forwarder’s bids, win rate, revenue and coupon redemptions', async () => {
    const user = userEvent.setup();
    answer(carrier);
    await renderRoute(URL, { member: 'forwarder', locale: 'en-US' });

    const bids = await figureNamed('Bids placed and won per month, last 12 months');
    expect(plain(bids.textContent)).toContain(
      'In the last 12 months you placed 8 bids; of the 7 decided, you won 3: a win rate of 42.9%.',
    );
    await user.click(within(bids).getByText('Table'));
    expect(
      within(bids)
        .getAllByRole('row')
        .map((row) => plain(row.textContent))
        .at(-1),
    ).toBe('Jan 2026834');

    const revenue = await figureNamed('Payments received per month, last 12 months, in yuan');
    expect(plain(revenue.textContent)).toContain(
      'In the last 12 months you were paid for 2 orders, CNY 15,000.50 in all; the most in Jan 2026 (CNY 15,000.50).',
    );
    const coupons = await figureNamed('Your coupons redeemed per month, last 12 months');
    expect(plain(coupons.textContent)).toContain(
      'In the last 12 months 3 of your coupons were redeemed, taking CNY 400.00 off.',
    );
    expect(plain(coupons.textContent)).toContain(
      'Of those, 1 percentage coupon was redeemed at your counter',
    );
  });

  it('tells a new member there is nothing yet, from the mock’s own answer', async () => {
    await renderRoute(URL, { member: 'newbie' });
    const section = await screen.findByRole('region', { name: '经营数据' });
    expect(await within(section).findByText(/近 12 个月还没有已支付的订单/)).toBeVisible();
    expect(within(section).getByRole('link', { name: '发布招标' })).toHaveAttribute(
      'href',
      '/business/tenderIssue',
    );
    expect(within(section).queryByRole('figure')).not.toBeInTheDocument();
  });

  it('shows its own failure with Retry while the member centre stays, and loads on Retry', async () => {
    const user = userEvent.setup();
    let failures = 1;
    server.use(
      http.get(`*${MemberApi.dashboard}`, () => {
        if (failures-- > 0) return HttpResponse.json({ code: 5000, message: 'down', data: null });
        return undefined;
      }),
    );
    await renderRoute(URL, { member: 'shipper' });
    const section = await screen.findByRole('region', { name: '经营数据' });
    expect(await within(section).findByText('经营数据加载失败')).toBeVisible();
    expect(screen.getByRole('region', { name: '账户信息' })).toBeVisible();

    await user.click(within(section).getByRole('button', { name: /重\s?试/ }));
    expect(
      await within(section).findByRole('figure', {
        name: '近 12 个月每月已支付订单的支出（人民币）',
      }),
    ).toHaveTextContent('近 12 个月共支付');
  });
});
