import { HomeApi } from '@/contract/home/paths';
import type { Attention, PlatformFigures } from '@/contract/home/types';
import { TenderApi } from '@/contract/tender/paths';
import type { TenderDetail } from '@/contract/tender/types';
import { db } from '@mock/core/store';
import { demoAccounts } from '@mock/testing';

import { T0, call } from './helpers';
import { HOUR, tenderBody, tokenOf, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

const attention = (token?: string) =>
  call<Attention>('GET', HomeApi.attention, token ? { token } : {});

describe(`GET ${HomeApi.overview}`, () => {
  it('counts approved enterprises, open tenders, listings on the market and paid orders', async () => {
    const reply = await call<PlatformFigures>('GET', HomeApi.overview);
    const rows = <T>(table: Record<string, T>, keep: (row: T) => boolean) =>
      Object.values(table).filter(keep).length;
    expect(reply.data).toEqual({
      enterprises: rows(db.enterprises, (row) => row.certStatus === 'approved'),
      openTenders: rows(db.tenders, (row) => row.status === 'open'),
      listings: rows(db.listings, (row) => row.status === 'on' && row.validTo >= '2026-01-10'),
      paidOrders: rows(db.orders, (row) => row.status === 'paid'),
    });
    expect(reply.data?.openTenders).toBeGreaterThan(0);
  });

  it('counts a listing taken off the shelf no more', async () => {
    const before = (await call<PlatformFigures>('GET', HomeApi.overview)).data?.listings ?? 0;
    const on = Object.values(db.listings).find(
      (row) => row.status === 'on' && row.validTo >= '2026-01-10',
    );
    if (!on) return;
    on.status = 'off';
    expect((await call<PlatformFigures>('GET', HomeApi.overview)).data?.listings).toBe(before - 1);
  });
});

describe(`GET ${HomeApi.attention}`, () => {
  it('needs a logged-in member (4098)', async () => {
    expect((await attention()).code).toBe(4098);
  });

  it("shows a shipper's tender closing within 48 hours with its countdown target", async () => {
    const token = tokenOf('shipper');
    const created = await call<TenderDetail>('POST', TenderApi.create, {
      body: tenderBody({ bidDeadline: '2026-01-11T09:00:00+08:00', title: 'Closing soon' }),
      token,
    });
    expect(created.code).toBe(200);
    const reply = await attention(token);
    expect(reply.data?.closingSoon).toContainEqual({
      id: created.data?.id,
      tenderNo: created.data?.tenderNo,
      title: 'Closing soon',
      bidDeadline: '2026-01-11T09:00:00+08:00',
      bidCount: 0,
    });
    const deadlines = reply.data?.closingSoon.map((row) => Date.parse(row.bidDeadline)) ?? [];
    expect(deadlines.every((at) => at > T0 && at <= T0 + 48 * HOUR)).toBe(true);
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
    expect(reply.data).toMatchObject({ bidsClosingSoon: 0, listingsExpiring: 0 });
    const shipper = demoAccounts.shipper.memberId;
    expect(reply.data?.unpaidOrders).toBe(
      Object.values(db.orders).filter((row) => row.payerId === shipper && row.status === 'unpaid')
        .length,
    );
  });

  it("counts a forwarder's listings expiring within 7 days and leaves the shipper's fields empty", async () => {
    const forwarder = demoAccounts.forwarder;
    const mine = Object.values(db.listings).filter((row) => row.publisherId === forwarder.memberId);
    const expected = mine.filter(
      (row) => row.status === 'on' && row.validTo >= '2026-01-10' && row.validTo <= '2026-01-17',
    ).length;
    const reply = await attention(tokenOf('forwarder'));
    expect(reply.data).toMatchObject({
      closingSoon: [],
      awaitingAward: 0,
      listingsExpiring: expected,
    });
    const row = mine.find((listing) => listing.status === 'on');
    if (!row) return;
    const wasExpiring = row.validTo >= '2026-01-10' && row.validTo <= '2026-01-17';
    row.validTo = '2026-01-12';
    const after = await attention(tokenOf('forwarder'));
    expect(after.data?.listingsExpiring).toBe(expected + (wasExpiring ? 0 : 1));
  });
});
