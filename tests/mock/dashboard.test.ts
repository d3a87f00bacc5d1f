import { fromCents, multiplyCents, sumCents, toCents } from '@/contract/common/money';
import { MarketApi } from '@/contract/market/paths';
import type { LaneIndex } from '@/contract/market/rate-index';
import type {
  CarrierDashboard,
  MemberDashboard,
  ShipperDashboard,
} from '@/contract/member/dashboard';
import { MemberApi } from '@/contract/member/paths';
import { resetClock } from '@mock/core/clock';
import { db, resetDb } from '@mock/core/store';
import { cstDate } from '@mock/core/time';
import { laneIndexReader } from '@mock/domains/market/rate-index';
import { monthOf, monthTotals } from '@mock/domains/member/dashboard-money';
import { tenderMedianCents } from '@mock/domains/member/dashboard-shipper';
import { exchangeRate } from '@mock/domains/reference/data-exchange-rates';
import { createSessionFor, demoAccounts, type DemoKind } from '@mock/testing';

import { T0, call, dataOf, freezeClock } from './helpers';

beforeEach(() => {
  freezeClock();
  resetDb();
});
afterEach(() => resetClock());

async function dashboardOf<T extends MemberDashboard>(kind: DemoKind): Promise<T> {
  const token = createSessionFor(kind).access_token;
  return dataOf(await call<T>('GET', MemberApi.dashboard, { token }), 'dashboard');
}

/** What a payment charged, in yuan cents, worked out here from the stored rows. */
function paidYuanCents(orderNo: string): number {
  const order = db.orders[orderNo];
  if (!order) return 0;
  const charged = sumCents(
    Object.values(db.payments)
      .filter((payment) => payment.orderNo === orderNo && payment.status === 'succeeded')
      .map((payment) => toCents(payment.amount) ?? 0),
  );
  // An order paid in another currency converts at its stored rate (the seed's coupon packs keep
  // none: the stored rate of the day, as their invoice converts them).
  return order.currency === 'CNY'
    ? charged
    : multiplyCents(charged, order.yuanRate ?? exchangeRate(order.currency, 'CNY'));
}

const newbieId = () => demoAccounts.newbie.memberId;

/** A paid freight order of `payerId` now, for a tender of it on CNNGB → USLAX, 2 × 40HQ. */
function paidOrder(payerId: string, orderNo: string, amount: string, currency: 'USD' | 'CNY') {
  const payer = db.members[payerId];
  if (!payer) throw new Error('no payer');
  const tenderId = `T-${orderNo}`;
  db.tenders[tenderId] = {
    ...(Object.values(db.tenders)[0] as (typeof db.tenders)[string]),
    id: tenderId,
    issuerId: payerId,
    enterpriseId: payer.enterpriseId,
    pol: 'CNNGB',
    pod: 'USLAX',
    shipmentType: 'FCL',
    containers: [{ type: '40HQ', quantity: 2 }],
    createdAt: T0 - 3_600_000,
  };
  db.orders[orderNo] = {
    orderNo,
    tenderId,
    payerId,
    payerEnterpriseId: payer.enterpriseId,
    payeeId: demoAccounts.forwarder.memberId,
    payeeEnterpriseId: '0',
    amount,
    currency,
    ...(currency === 'USD' ? { yuanRate: '7.1250' } : {}),
    lines: [],
    status: 'paid',
    createdAt: T0 - 600_000,
    expiresAt: T0 + 1_200_000,
    paidAt: T0 - 300_000,
  };
}

describe('dashboard arithmetic', () => {
  it('sums cents exactly per month and gives a month without entries a true zero', () => {
    const months = ['2025-12', '2026-01', '2026-02'];
    const totals = monthTotals(months, [
      { month: '2025-12', cents: 10 },
      { month: '2025-12', cents: 20 },
      { month: '2026-02', cents: 900_719_925_474 },
      { month: '2026-02', cents: 1 },
      { month: '2024-01', cents: 5 },
    ]);
    expect(totals).toEqual([
      { count: 2, cents: 30 },
      { count: 0, cents: 0 },
      { count: 2, cents: 900_719_925_475 },
    ]);
    expect(fromCents(totals[0]?.cents ?? -1)).toBe('0.30');
  });

  it('names the month of an instant in China time', () => {
    // 2026-01-31 16:30 UTC is 1 February 00:30 in China.
    expect(monthOf(Date.UTC(2026, 0, 31, 16, 30))).toBe('2026-02');
  });
});

describe(`GET ${MemberApi.dashboard}`, () => {
  it('answers a shipper with spend and a carrier with bids, by the caller’s type', async () => {
    expect((await dashboardOf('shipper')).role).toBe('shipper');
    expect((await dashboardOf('newbie')).role).toBe('shipper');
    expect((await dashboardOf('forwarder')).role).toBe('carrier');
    expect((await dashboardOf('consolidator')).role).toBe('carrier');
    const anonymous = await call('GET', MemberApi.dashboard);
    expect(anonymous.code).toBe(4098);
  });

  it('gives the shipper 12 months ending this one, each the exact sum of what it paid', async () => {
    const dashboard = await dashboardOf<ShipperDashboard>('shipper');
    expect(dashboard.months.map((month) => month.month)).toEqual([
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
    ]);
    const mine = Object.values(db.orders).filter(
      (order) =>
        order.payerId === demoAccounts.shipper.memberId &&
        order.status === 'paid' &&
        order.paidAt !== undefined,
    );
    for (const month of dashboard.months) {
      const paid = mine.filter((order) => monthOf(order.paidAt ?? 0) === month.month);
      expect(month.orders).toBe(paid.length);
      expect(month.spend).toBe(fromCents(sumCents(paid.map((o) => paidYuanCents(o.orderNo)))));
    }
    // The seed gives every month something to say.
    expect(dashboard.months.every((month) => month.orders > 0)).toBe(true);
    expect(dashboard.rates).toEqual([{ currency: 'USD', rate: '7.1250' }]);
    expect(dashboard.lanes.length).toBe(5);
    expect(dashboard.market.compared).toBeGreaterThan(10);
  });

  it('says 0.00 for a member who paid nothing: no spend is zero spend', async () => {
    const dashboard = await dashboardOf<ShipperDashboard>('newbie');
    expect(dashboard.months).toHaveLength(12);
    expect(dashboard.months.every((month) => month.orders === 0 && month.spend === '0.00')).toBe(
      true,
    );
    expect(dashboard.lanes).toEqual([]);
    expect(dashboard.market).toMatchObject({ compared: 0, awarded: '0.00', difference: '0.00' });
  });

  it('counts only the caller’s own orders', async () => {
    paidOrder(demoAccounts.shipper.memberId, 'O-OTHER', '1000.00', 'CNY');
    const before = await dashboardOf<ShipperDashboard>('newbie');
    expect(before.months.at(-1)).toEqual({ month: '2026-01', orders: 0, spend: '0.00' });
    paidOrder(newbieId(), 'O-MINE', '1000.10', 'USD');
    const after = await dashboardOf<ShipperDashboard>('newbie');
    // 1000.10 × 7.1250 = 7125.7125 → 7125.71
    expect(after.months.at(-1)).toEqual({ month: '2026-01', orders: 1, spend: '7125.71' });
    expect(after.lanes).toHaveLength(1);
  });

  it('sets an awarded price against the lane index median of its tender’s week', async () => {
    paidOrder(newbieId(), 'O-MINE', '5000.00', 'USD');
    const week = await call<LaneIndex>('GET', MarketApi.laneIndex, {
      query: { pol: 'CNNGB', pod: 'USLAX', unit: '40HQ', weeks: 4, currency: 'USD' },
    });
    const median = toCents(dataOf(week, 'laneIndex').weeks.at(-1)?.median ?? '') ?? 0;
    expect(median).toBeGreaterThan(0);
    const market = (await dashboardOf<ShipperDashboard>('newbie')).market;
    const medianYuan = multiplyCents(2 * median, '7.1250');
    const awardedYuan = multiplyCents(500_000, '7.1250');
    expect(market).toMatchObject({
      compared: 1,
      uncompared: 0,
      awarded: fromCents(awardedYuan),
      median: fromCents(medianYuan),
      difference: fromCents(awardedYuan - medianYuan),
    });
    expect(market.lanes[0]?.pol.code).toBe('CNNGB');
    expect(cstDate(T0).startsWith('2026-01')).toBe(true);
  });

  it('finds the demo shipper’s past year awarded around the market, not far under it', async () => {
    const market = (await dashboardOf<ShipperDashboard>('shipper')).market;
    // The history's orders (11 months before this one) against the median of their tender's week.
    const thisMonth = monthOf(T0);
    const readIndex = laneIndexReader(db);
    const ratios = Object.values(db.orders)
      .filter(
        (order) =>
          order.payerId === demoAccounts.shipper.memberId &&
          order.status === 'paid' &&
          monthOf(order.paidAt ?? T0) !== thisMonth &&
          order.createdAt < T0 - 40 * 86_400_000,
      )
      .flatMap((order) => {
        const tender = db.tenders[order.tenderId ?? ''];
        const median = tender ? tenderMedianCents(readIndex, tender) : undefined;
        if (!median) return [];
        const awarded = multiplyCents(
          toCents(order.amount) ?? 0,
          exchangeRate(order.currency, 'USD'),
        );
        return [awarded / median];
      });
    expect(ratios.length).toBeGreaterThan(20);
    const within = ratios.filter((ratio) => ratio >= 0.9 && ratio <= 1.1);
    expect(within.length / ratios.length).toBeGreaterThan(0.7);
    expect(ratios.some((ratio) => ratio < 0.97)).toBe(true);
    expect(ratios.some((ratio) => ratio > 1.03)).toBe(true);
    const mean = ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length;
    expect(mean).toBeGreaterThan(0.95);
    expect(mean).toBeLessThan(1.05);
    expect(market.compared).toBeGreaterThanOrEqual(ratios.length);
  });

  it('gives a carrier its bids, wins over decided bids, revenue and redemptions', async () => {
    const dashboard = await dashboardOf<CarrierDashboard>('forwarder');
    const id = demoAccounts.forwarder.memberId;
    const window = new Set(dashboard.months.map((month) => month.month));
    const bids = Object.values(db.bids).filter(
      (bid) => bid.bidderId === id && window.has(monthOf(bid.createdAt)),
    );
    const won = bids.filter((bid) => bid.status === 'won').length;
    const lost = bids.filter((bid) => bid.status === 'lost').length;
    expect(dashboard.won).toBe(won);
    expect(dashboard.decided).toBe(won + lost);
    expect(dashboard.months.reduce((sum, month) => sum + month.bids, 0)).toBe(bids.length);
    const paid = Object.values(db.orders).filter(
      (order) =>
        order.payeeId === id && order.status === 'paid' && window.has(monthOf(order.paidAt ?? 0)),
    );
    const revenue = sumCents(dashboard.months.map((month) => toCents(month.revenue) ?? 0));
    expect(revenue).toBe(sumCents(paid.map((order) => paidYuanCents(order.orderNo))));
    expect(dashboard.months.every((month) => month.bids > 0 && month.redeemed >= 0)).toBe(true);
    expect(dashboard.months.filter((month) => month.redeemed > 0).length).toBeGreaterThan(8);
  });

  it('prices a counter redemption of a cash coupon at its face value and leaves a percentage one unpriced', async () => {
    const before = (await dashboardOf<CarrierDashboard>('consolidator')).months.at(-1);
    const template = Object.values(db.couponTemplates).find(
      (row) => row.issuerId === demoAccounts.consolidator.memberId && row.kind === 'discount',
    );
    const cash = Object.values(db.couponTemplates).find(
      (row) =>
        row.issuerId === demoAccounts.consolidator.memberId &&
        row.kind === 'cash' &&
        row.currency === 'CNY',
    );
    if (!template || !cash) throw new Error('the consolidator has no percentage or cash template');
    const add = (code: string, templateId: string) => {
      db.coupons[code] = {
        code,
        templateId,
        ownerId: newbieId(),
        ownerEnterpriseId: '0',
        status: 'used',
        source: 'claimed',
        claimedAt: T0 - 86_400_000,
        validFrom: T0 - 86_400_000,
        validTo: T0 + 86_400_000,
        usedAt: T0 - 1000,
        redeemedBy: demoAccounts.consolidator.memberId,
      };
    };
    add('TESTPCT00001', template.id);
    add('TESTCASH0001', cash.id);
    const after = (await dashboardOf<CarrierDashboard>('consolidator')).months.at(-1);
    expect(after?.redeemed).toBe((before?.redeemed ?? 0) + 2);
    expect(after?.unpriced).toBe((before?.unpriced ?? 0) + 1);
    expect((toCents(after?.discount ?? '') ?? 0) - (toCents(before?.discount ?? '') ?? 0)).toBe(
      toCents(cash.faceValue ?? ''),
    );
  });
});
