import { computeBidTotal } from '@/contract/bid/total';
import { resetClock, setNow } from '@mock/core/clock';
import { registeredDomains } from '@mock/core/registry';
import type { Db } from '@mock/core/schema';
import { createSeedDb, emptyDb } from '@mock/core/seed';
import { bidLines, sizeOf } from '@mock/domains/bid/lines';
import { dictItems, dicts } from '@mock/domains/reference/data-dicts';
import { ports } from '@mock/domains/reference/data-ports';
import { validateTenderBody } from '@mock/domains/tender/body';
import { tradeHistoryScenario } from '@mock/scenarios';
import { DEMO_TENDERS, SEEDED_BIDDERS, SEEDED_SHIPPERS } from '@mock/scenarios/trade';

import { T0 } from './helpers';

afterEach(() => resetClock());

const DAY = 24 * 3600_000;

function seedAt(ms: number): Db {
  setNow(ms);
  return createSeedDb([0, 0]);
}

/** The seed at `ms` without the demo accounts' year of history (seeded last). */
function seedWithoutHistoryAt(ms: number): Db {
  setNow(ms);
  const seeded = emptyDb([0, 0]);
  for (const domain of registeredDomains()) {
    if (domain !== tradeHistoryScenario) domain.seed?.(seeded, ms);
  }
  return seeded;
}

describe('trade seed', () => {
  const store = seedAt(T0);
  const tenders = Object.values(store.tenders);
  const bids = Object.values(store.bids);
  const orders = Object.values(store.orders);

  it('has several hundred tenders from 25 seeded shippers and the demo shipper', () => {
    expect(tenders.length).toBeGreaterThanOrEqual(300);
    expect(new Set(tenders.map((row) => row.enterpriseId)).size).toBe(SEEDED_SHIPPERS + 1);
    // The trade seed's companies (the directory seed adds its own from 2301 on).
    const bidders = Object.values(store.enterprises).filter(
      (row) => row.userType !== 1 && Number(row.id) < 2300,
    );
    expect(bidders.length).toBe(SEEDED_BIDDERS + 2);
    expect(bidders.some((row) => row.userType === 3 && row.id !== '2003')).toBe(true);
    expect(bids.length).toBeGreaterThan(600);
    const states = new Set(tenders.map((row) => row.status));
    expect(states).toEqual(new Set(['open', 'closed', 'awarded', 'cancelled']));
    expect(tenders.filter((row) => row.status === 'open').length).toBeGreaterThan(100);
  });

  it('dates everything relative to the day: open tenders are open, the rest is in the past', () => {
    for (const row of tenders) {
      expect(row.createdAt).toBeLessThan(T0);
      expect(Date.parse(`${row.readyDate}T00:00:00+08:00`)).toBeGreaterThan(row.bidDeadline);
      expect(row.status === 'open').toBe(row.bidDeadline > T0);
    }
    expect(bids.every((row) => row.createdAt < T0 && row.updatedAt <= T0)).toBe(true);
  });

  it('gives the demo accounts data in every state', () => {
    const status = (id: string) => store.tenders[id]?.status;
    expect(Object.entries(DEMO_TENDERS).map(([, id]) => status(id))).toEqual([
      'open',
      'open',
      'open',
      'closed',
      'awarded',
      'awarded',
      'cancelled',
      'awarded',
      'closed',
      'awarded',
    ]);
    const unpaid = store.orders[store.tenders[DEMO_TENDERS.awardedUnpaid]?.orderNo ?? ''];
    expect(unpaid).toMatchObject({ status: 'unpaid', payerId: '1001', payeeId: '1002' });
    expect(unpaid?.expiresAt).toBe(T0 + 28 * 60_000);
    const paid = store.orders[store.tenders[DEMO_TENDERS.awardedPaid]?.orderNo ?? ''];
    expect(paid).toMatchObject({ status: 'paid', payeeId: '1002' });
    const openBids = bids.filter(
      (row) => row.tenderId === DEMO_TENDERS.openFcl && row.status === 'submitted',
    );
    expect(new Set(openBids.map((row) => row.currency))).toEqual(new Set(['USD', 'CNY', 'EUR']));
    const forwarder = bids.filter((row) => row.bidderId === '1002').map((row) => row.status);
    expect(new Set(forwarder)).toEqual(new Set(['submitted', 'won', 'lost', 'withdrawn']));
    const consolidator = bids.filter((row) => row.bidderId === '1003');
    expect(consolidator.length).toBeGreaterThan(3);
    expect(consolidator.every((row) => store.tenders[row.tenderId]?.shipmentType === 'LCL')).toBe(
      true,
    );
    const shipper = new Set(tenders.filter((row) => row.issuerId === '1001').map((r) => r.status));
    expect(shipper).toEqual(new Set(['open', 'closed', 'awarded', 'cancelled']));
  });

  it('is consistent with the rules: totals, carriers, ports, one winner, one payment', () => {
    const carrierDict = dicts.find((dict) => dict.dictCode === 'carrier')?.dictId;
    const carriers = new Set(
      dictItems.filter((item) => item.dictId === carrierDict).map((item) => item.value),
    );
    const portCodes = new Set(ports.map((port) => port.code));
    for (const bid of bids) {
      const tender = store.tenders[bid.tenderId];
      const total = tender && computeBidTotal(sizeOf(tender), bid);
      expect(total?.ok && total.total).toBe(bid.total);
      expect(carriers.has(bid.carrier)).toBe(true);
    }
    for (const tender of tenders) {
      expect(portCodes.has(tender.pol) && portCodes.has(tender.pod)).toBe(true);
      const own = bids.filter((bid) => bid.tenderId === tender.id);
      const live = own.filter((bid) => bid.status === 'submitted');
      expect(new Set(live.map((bid) => bid.bidderId)).size).toBe(live.length);
      const won = own.filter((bid) => bid.status === 'won');
      expect(won.length).toBe(tender.status === 'awarded' ? 1 : 0);
      const biddable = tender.status === 'open' || tender.status === 'closed';
      expect(biddable || live.length === 0).toBe(true);
      const body = { ...tender, bidDeadline: new Date(tender.bidDeadline).toISOString() };
      expect(validateTenderBody(store, body, tender.createdAt)).toMatchObject({ ok: true });
    }
    for (const order of orders.filter((row) => !row.pack)) {
      const tender = store.tenders[order.tenderId ?? ''];
      const bid = store.bids[order.bidId ?? ''];
      expect(tender?.orderNo).toBe(order.orderNo);
      expect(bid?.status).toBe('won');
      expect(order.amount).toBe(bid?.total);
      expect(order.lines).toEqual(bidLines(tender, bid ?? { freight: [], surcharges: [] }));
      const succeeded = Object.values(store.payments).filter(
        (row) => row.orderNo === order.orderNo && row.status === 'succeeded',
      );
      expect(succeeded.length).toBe(order.status === 'paid' ? 1 : 0);
    }
  });

  it('is deterministic: the same day gives the same data, another day the same data shifted', () => {
    const again = seedAt(T0);
    expect(JSON.stringify(again.tenders)).toBe(JSON.stringify(store.tenders));
    expect(JSON.stringify(again.bids)).toBe(JSON.stringify(store.bids));
    const next = seedAt(T0 + DAY);
    const shifted = Object.values(next.tenders).map((row) => [
      row.id,
      row.title,
      row.bidDeadline - DAY,
      row.status,
    ]);
    expect(shifted).toEqual(tenders.map((row) => [row.id, row.title, row.bidDeadline, row.status]));
    const standing = (rows: Db) =>
      Object.values(rows.bids).map((row) => [row.id, row.tenderId, row.bidderId, row.status]);
    expect(standing(next)).toEqual(standing(store));
    // The same prices too, but for the history's: those follow the lane index of their week, and
    // the index follows the calendar (its seasons), not the seed day.
    const totals = (rows: Db) => Object.values(rows.bids).map((row) => row.total);
    const live = seedWithoutHistoryAt(T0);
    expect(Object.keys(live.bids).length).toBeGreaterThan(600);
    expect(Object.keys(live.bids).length).toBeLessThan(bids.length);
    expect(totals(seedWithoutHistoryAt(T0 + DAY))).toEqual(totals(live));
  });
});
