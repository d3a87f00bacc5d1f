import { FavouriteApi } from '@/contract/favourite/paths';
import type { Favourite } from '@/contract/favourite/types';
import type { Page } from '@/contract/http';
import { db } from '@mock/core/store';
import { GONE_LISTING_ID } from '@mock/domains/favourite/seed';
import { demoAccounts } from '@mock/testing';

import { call } from './helpers';
import { tokenOf, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

const firstId = (table: Record<string, unknown>) =>
  Object.keys(table).sort((a, b) => Number(a) - Number(b))[0] ?? '';

const add = (body: unknown, token = tokenOf('consolidator'), lang?: 'en-US') =>
  call<Favourite>('POST', FavouriteApi.add, { body, token, ...(lang ? { lang } : {}) });
const remove = (body: unknown, token = tokenOf('consolidator')) =>
  call<null>('POST', FavouriteApi.remove, { body, token });
const list = (query: Record<string, string | number>, token: string, lang?: 'en-US') =>
  call<Page<Favourite>>('GET', FavouriteApi.page, { query, token, ...(lang ? { lang } : {}) });

describe('collect calls', () => {
  it.each([
    ['GET', FavouriteApi.page],
    ['GET', FavouriteApi.check],
    ['POST', FavouriteApi.add],
    ['POST', FavouriteApi.remove],
  ] as const)('%s %s needs a logged-in member (4098)', async (method, path) => {
    const reply = await call(method, path, method === 'POST' ? { body: {} } : {});
    expect(reply.code).toBe(4098);
  });
});

describe(`POST ${FavouriteApi.add}`, () => {
  it('adds a favourite once, however often it is added', async () => {
    const targetId = firstId(db.tenders);
    const token = tokenOf('consolidator');
    const first = await add({ kind: 'tender', targetId }, token);
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ kind: 'tender', targetId, target: { status: 'open' } });
    const again = await add({ kind: 'tender', targetId }, token);
    expect(again.data?.id).toBe(first.data?.id);
    const mine = Object.values(db.favourites).filter(
      (row) => row.memberId === demoAccounts.consolidator.memberId,
    );
    expect(mine).toHaveLength(1);
  });

  it.each([
    ['tender', 'nope'],
    ['listing', GONE_LISTING_ID],
    ['enterprise', '999999'],
    ['news', 'missing'],
  ])('refuses a %s that does not exist with 4004', async (kind, targetId) => {
    const reply = await add({ kind, targetId }, tokenOf('consolidator'), 'en-US');
    expect(reply).toMatchObject({ code: 4004, message: 'The favourited item was not found.' });
  });

  it('names the refused field (4000) for an unknown kind or no target', async () => {
    expect(await add({ kind: 'ship', targetId: '1' })).toMatchObject({
      code: 4000,
      data: { field: 'kind' },
    });
    expect(await add({ kind: 'news' })).toMatchObject({ code: 4000, data: { field: 'targetId' } });
  });
});

describe(`POST ${FavouriteApi.remove}`, () => {
  it('removes the favourite, and removing it again is fine', async () => {
    const targetId = firstId(db.enterprises);
    const token = tokenOf('consolidator');
    await add({ kind: 'enterprise', targetId }, token);
    expect((await remove({ kind: 'enterprise', targetId }, token)).code).toBe(200);
    expect((await remove({ kind: 'enterprise', targetId }, token)).code).toBe(200);
    const checked = await call<string[]>('GET', FavouriteApi.check, {
      query: { kind: 'enterprise', targetIds: targetId },
      token,
    });
    expect(checked.data).toEqual([]);
  });

  it("removes a favourite whose target is gone, and never another member's", async () => {
    const holders = () =>
      Object.values(db.favourites)
        .filter((row) => row.targetId === GONE_LISTING_ID)
        .map((row) => row.memberId);
    const body = { kind: 'listing', targetId: GONE_LISTING_ID };
    expect((await remove(body, tokenOf('forwarder'))).code).toBe(200);
    expect(holders()).toEqual([demoAccounts.shipper.memberId]);
    expect((await remove(body, tokenOf('shipper'))).code).toBe(200);
    expect(holders()).toEqual([]);
  });
});

describe(`GET ${FavouriteApi.check}`, () => {
  it('answers which of the ids I have favourited', async () => {
    const token = tokenOf('consolidator');
    const ids = Object.keys(db.tenders).slice(0, 3);
    await add({ kind: 'tender', targetId: ids[1] }, token);
    const reply = await call<string[]>('GET', FavouriteApi.check, {
      query: { kind: 'tender', targetIds: ids.join(',') },
      token,
    });
    expect(reply.data).toEqual([ids[1]]);
  });
});

describe(`GET ${FavouriteApi.page}`, () => {
  it("lists the seeded shipper's favourites newest first, a gone target as null", async () => {
    const reply = await list({ size: 50 }, tokenOf('shipper'));
    const records = reply.data?.records ?? [];
    expect(records.length).toBeGreaterThan(1);
    const times = records.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const gone = records.find((row) => row.targetId === GONE_LISTING_ID);
    expect(gone).toMatchObject({ kind: 'listing', target: null });
  });

  it('filters by kind and pages', async () => {
    const token = tokenOf('shipper');
    const tenders = await list({ kind: 'tender', size: 1 }, token);
    expect(tenders.data?.records.map((row) => row.kind)).toEqual(['tender']);
    expect(tenders.data?.total).toBe(
      Object.values(db.favourites).filter(
        (row) => row.memberId === demoAccounts.shipper.memberId && row.kind === 'tender',
      ).length,
    );
    expect(await list({ kind: 'boat' }, token)).toMatchObject({
      code: 4000,
      data: { field: 'kind' },
    });
  });

  it("works the target out in the reader's language; a cancelled tender still shows its status", async () => {
    const token = tokenOf('consolidator');
    const tenderId = firstId(db.tenders);
    const tender = db.tenders[tenderId];
    if (!tender) throw new Error('no seeded tender');
    tender.status = 'cancelled';
    const enterpriseId = demoAccounts.shipper.enterpriseId;
    await add({ kind: 'tender', targetId: tenderId }, token);
    await add({ kind: 'enterprise', targetId: enterpriseId }, token);
    const en = await list({}, token, 'en-US');
    expect(en.data?.records).toEqual([
      expect.objectContaining({
        kind: 'enterprise',
        target: { title: 'Ningbo Hailian Import & Export Co., Ltd.', subtitle: 'Zhejiang' },
      }),
      expect.objectContaining({
        kind: 'tender',
        target: expect.objectContaining({ title: tender.title, status: 'cancelled' }) as unknown,
      }),
    ]);
    const zh = await list({ kind: 'enterprise' }, token);
    expect(zh.data?.records[0]?.target).toEqual({
      title: '宁波海联进出口有限公司',
      subtitle: '浙江省',
    });
  });
});
