import { CouponApi } from '@/contract/coupon/paths';
import { IDEMPOTENCY_KEY_HEADER } from '@/contract/http';
import { InvoiceApi } from '@/contract/invoice/paths';
import { MarketApi } from '@/contract/market/paths';
import { TenderApi } from '@/contract/tender/paths';
import { db } from '@mock/core/store';
import type { DemoKind } from '@mock/testing';

import { templateBody } from './coupon-helpers';
import { call, type Envelope } from './helpers';
import { defaultTitle, paidOrderTo } from './invoice-helpers';
import { tenderBody, tokenOf, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();

const listingBody = {
  pol: 'CNSHA',
  pod: 'DEHAM',
  carrier: 'HLCU',
  shipmentType: 'FCL',
  prices: [{ unit: '40HQ', amount: '2100.50' }],
  surcharges: [],
  sailingDays: [5],
  transitDays: 32,
  validFrom: '2026-01-10',
  validTo: '2026-02-10',
};

interface Creation {
  name: string;
  path: string;
  as: DemoKind;
  table: 'tenders' | 'listings' | 'couponTemplates' | 'invoiceApplications';
  body: () => Promise<Record<string, unknown>>;
}

const creations: Creation[] = [
  {
    name: 'a tender',
    path: TenderApi.create,
    as: 'shipper',
    table: 'tenders',
    body: async () => ({ ...tenderBody() }),
  },
  {
    name: 'a listing',
    path: MarketApi.create,
    as: 'forwarder',
    table: 'listings',
    body: async () => ({ ...listingBody }),
  },
  {
    name: 'a coupon template',
    path: CouponApi.saveTemplate,
    as: 'forwarder',
    table: 'couponTemplates',
    body: async () => ({ ...templateBody() }),
  },
  {
    name: 'an invoice application',
    path: InvoiceApi.apply,
    as: 'shipper',
    table: 'invoiceApplications',
    body: async () => ({
      orderNos: [(await paidOrderTo('forwarder')).orderNo],
      titleId: (await defaultTitle()).id,
      email: 'ap@hailian.cn',
    }),
  },
];

const create = (creation: Creation, body: unknown, key?: string, as: DemoKind = creation.as) =>
  call<{ id: string }>('POST', creation.path, {
    body,
    token: tokenOf(as),
    ...(key ? { headers: { [IDEMPOTENCY_KEY_HEADER]: key } } : {}),
  });

const rows = (creation: Creation) => Object.keys(db[creation.table]).length;
const idOf = (reply: Envelope<{ id: string }>) => reply.data?.id;

describe.each(creations)('creating $name with an idempotency key', (creation) => {
  it('answers a repeat of the key with the first answer, and creates once', async () => {
    const body = await creation.body();
    const before = rows(creation);
    const first = await create(creation, body, 'key-1');
    expect(first.code).toBe(200);
    const again = await create(creation, body, 'key-1');
    expect(again).toEqual(first);
    expect(rows(creation)).toBe(before + 1);
  });

  it('creates once when the repeat arrives while the first is still being answered', async () => {
    const body = await creation.body();
    const before = rows(creation);

    const [first, again] = await Promise.all([
      create(creation, body, 'key-overlap'),
      create(creation, body, 'key-overlap'),
    ]);

    expect(first.code).toBe(200);
    expect(again).toEqual(first);
    expect(rows(creation)).toBe(before + 1);
  });

  it('keeps a refusal from being replayed: the same key then creates', async () => {
    const body = await creation.body();
    const refused = await create(creation, {}, 'key-2');
    expect(refused.code).not.toBe(200);
    const first = await create(creation, body, 'key-2');
    expect(first.code).toBe(200);
    expect(idOf(first)).toBeTruthy();
  });
});

describe.each(creations.filter((creation) => creation.table !== 'invoiceApplications'))(
  'creating $name with another key',
  (creation) => {
    // (An application's orders are taken by the first: another key cannot apply for them again.)
    it('creates another', async () => {
      const body = await creation.body();
      const first = await create(creation, body, 'key-3');
      const second = await create(creation, body, 'key-4');
      expect(idOf(second)).not.toBe(idOf(first));
    });
  },
);

describe('an idempotency key', () => {
  it('belongs to the member who sent it: another member with the same key creates its own', async () => {
    const listing = creations.find((creation) => creation.table === 'listings');
    if (!listing) throw new Error('no listing creation');
    const first = await create(listing, listingBody, 'shared', 'forwarder');
    const theirs = await create(listing, listingBody, 'shared', 'consolidator');
    expect([first.code, theirs.code]).toEqual([200, 200]);
    expect(idOf(theirs)).not.toBe(idOf(first));
  });

  it('counts as none when longer than 64 characters: nothing is kept', async () => {
    const [tender] = creations;
    if (!tender) throw new Error('no creations');
    const long = 'k'.repeat(65);
    const first = await create(tender, tenderBody(), long);
    const second = await create(tender, tenderBody(), long);
    expect(idOf(second)).not.toBe(idOf(first));
    expect(db.requestReplies).toEqual({});
  });
});
