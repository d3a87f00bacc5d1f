import { isDeepStrictEqual } from 'node:util';

import * as v from 'valibot';

import { CaptchaApi, SessionApi } from '@/contract/auth/paths';
import { BidApi } from '@/contract/bid/paths';
import { CouponApi } from '@/contract/coupon/paths';
import { DevtoolsApi } from '@/contract/devtools/paths';
import { DirectoryApi } from '@/contract/directory/paths';
import { FavouriteApi } from '@/contract/favourite/paths';
import { HomeApi } from '@/contract/home/paths';
import { HsCodeApi } from '@/contract/hs-code/paths';
import { InvoiceApi } from '@/contract/invoice/paths';
import { MarketApi } from '@/contract/market/paths';
import { MemberApi } from '@/contract/member/paths';
import { NewsApi } from '@/contract/news/paths';
import { NotificationApi } from '@/contract/notification/paths';
import { OrderApi } from '@/contract/order/paths';
import { ReferenceApi } from '@/contract/reference/paths';
import { ScheduleApi } from '@/contract/schedule/paths';
import { count, entityId, filled, optional } from '@/contract/schema';
import { ShipmentApi } from '@/contract/shipment/paths';
import { TenderApi } from '@/contract/tender/paths';
import type { TenderDetail } from '@/contract/tender/types';
import type { DemoKind } from '@mock/testing';

import { call, dataOf } from '../../mock/helpers';
import { bidBody, tenderBody, tokenOf, tradeClockPerTest } from '../../mock/trade-helpers';
import { contractCall, contractGets } from '../../utils/contract-calls';
import {
  EXTRA_FIELDS,
  MUTATION_KINDS,
  accepts,
  fieldPaths,
  mutationOf,
  mutationsOf,
  optionalFields,
  valueAt,
  withExtraKeys,
  withNullFields,
  withTypesSwapped,
  withoutFields,
  type FieldPath,
  type Json,
} from '../../utils/reply-mutations';

const Tag = v.object({ code: filled, label: optional(filled) });
const Sample = v.object({
  id: entityId,
  name: filled,
  note: optional(filled),
  tags: v.array(Tag),
  meta: optional(v.object({ total: count })),
  flag: v.boolean(),
});
const sample: Json = {
  id: '12',
  name: 'Ningbo',
  note: 'x',
  tags: [{ code: 'A', label: 'ab' }],
  meta: { total: 3 },
  flag: true,
};

describe('the malformed variants of a payload', () => {
  it('lists every field, deep, a parent before its fields', () => {
    expect(fieldPaths(sample)).toEqual([
      ['id'],
      ['name'],
      ['note'],
      ['tags'],
      ['tags', 0, 'code'],
      ['tags', 0, 'label'],
      ['meta'],
      ['meta', 'total'],
      ['flag'],
    ]);
  });

  it('swaps every field’s type, deep: string ↔ number, boolean → string, list ↔ object', () => {
    expect(withTypesSwapped(sample)).toEqual({
      id: 12,
      name: 6,
      note: 1,
      tags: { 0: [1, 2] },
      meta: ['3'],
      flag: 'true',
    });
    // A list payload keeps its records; what they hold is swapped.
    expect(withTypesSwapped([{ a: 'x' }, 'y', 2])).toEqual([{ a: 1 }, 1, '2']);
  });

  it('adds the unknown keys to every object, deep, and leaves the rest', () => {
    const extra = withExtraKeys(sample) as Record<string, Json>;
    expect(extra).toMatchObject({ ...EXTRA_FIELDS, id: '12', name: 'Ningbo', flag: true });
    expect(valueAt(extra, ['tags', 0])).toEqual({ code: 'A', label: 'ab', ...EXTRA_FIELDS });
    expect(valueAt(extra, ['meta'])).toEqual({ total: 3, ...EXTRA_FIELDS });
    expect(accepts(Sample, extra)).toBe(true);
  });

  it('finds the fields the schema accepts absent or null, each tried alone', () => {
    const optionalPaths = [['note'], ['tags', 0, 'label'], ['meta']];
    expect(optionalFields(Sample, sample)).toEqual({
      droppable: optionalPaths,
      nullable: optionalPaths,
    });
  });

  it('makes each kind from the real payload, and every kind alone the same way', () => {
    const { replies } = mutationsOf(Sample, sample);
    expect(replies).toEqual({
      dataNull: null,
      dataEmpty: {},
      typesSwapped: withTypesSwapped(sample),
      optionalDropped: { id: '12', name: 'Ningbo', tags: [{ code: 'A' }], flag: true },
      optionalNulled: {
        id: '12',
        name: 'Ningbo',
        note: null,
        tags: [{ code: 'A', label: null }],
        meta: null,
        flag: true,
      },
      extraKeys: withExtraKeys(sample),
    });
    for (const kind of MUTATION_KINDS)
      expect(mutationOf(Sample, sample, kind)).toEqual(replies[kind]);
    // The real payload is left as it was.
    expect(sample).toMatchObject({ note: 'x', meta: { total: 3 } });
  });

  it('drops as many as a rule across fields accepts together, in order', () => {
    const EitherName = v.pipe(
      v.object({ zh: optional(filled), en: optional(filled) }),
      v.check((value) => Boolean(value.zh ?? value.en), 'a name in one language at least'),
    );
    const names: Json = { zh: '宁波', en: 'Ningbo' };
    expect(optionalFields(EitherName, names).droppable).toEqual([['zh'], ['en']]);
    expect(mutationOf(EitherName, names, 'optionalDropped')).toEqual({ en: 'Ningbo' });
    expect(mutationOf(EitherName, names, 'optionalNulled')).toEqual({ zh: null, en: 'Ningbo' });
  });

  it('skips a field whose parent is gone already', () => {
    expect(withoutFields(sample, [['meta'], ['meta', 'total']])).not.toHaveProperty('meta');
    expect(withNullFields(sample, [['meta'], ['meta', 'total']])).toMatchObject({ meta: null });
  });
});

type Query = Record<string, string | number>;

/** How to ask the mock for a real reply of a GET path: as whom, with what. */
interface RealCall {
  path: string;
  as?: DemoKind;
  query?: Query | ((ask: Ask) => Promise<Query>);
}
type Ask = <T>(path: string, query?: Query, as?: DemoKind) => Promise<T>;

interface Listed {
  records: { id: string }[];
}

/** A tender of the demo shipper with a bid of the demo forwarder: bids, a bid, a notification. */
async function tenderWithBid(): Promise<{ tender: TenderDetail; bidId: string }> {
  const tender = dataOf(
    await call<TenderDetail>('POST', TenderApi.create, {
      body: tenderBody(),
      token: tokenOf('shipper'),
    }),
    'create a tender',
  );
  const bid = dataOf(
    await call<{ id: string }>('POST', BidApi.submit, {
      body: bidBody(tender),
      token: tokenOf('forwarder'),
    }),
    'bid',
  );
  return { tender, bidId: bid.id };
}

/** The demo shipper hears of bids by e-mail and SMS, and a bid arrives: its outbox has both. */
async function notifiedByMail(): Promise<void> {
  const saved = await call('POST', NotificationApi.savePreferences, {
    body: { channels: { bidReceived: ['email', 'sms'] }, language: 'en-US' },
    token: tokenOf('shipper'),
  });
  expect(saved.code).toBe(200);
  await tenderWithBid();
}

const first = <T>(list: readonly T[] | undefined, what: string): T => {
  const [item] = list ?? [];
  if (item === undefined) throw new Error(`no ${what} in the seed`);
  return item;
};

/**
 * A real reply of every GET path, as small as still shows every kind of field (a few records: the
 * schema reads each record alike, and every field of every record is tried).
 */
const realCalls: readonly RealCall[] = [
  { path: CaptchaApi.captcha },
  { path: SessionApi.currentUser, as: 'shipper' },
  { path: SessionApi.logout, as: 'shipper' },
  {
    path: MemberApi.wechatCallBack,
    query: { code: 'mock-wechat-demo-shipper', state: 'a'.repeat(32) },
  },
  { path: MemberApi.dashboard, as: 'shipper' },
  { path: BidApi.mine, as: 'forwarder', query: { current: 1, size: 3 } },
  {
    path: BidApi.detail,
    as: 'forwarder',
    query: async () => ({ id: (await tenderWithBid()).bidId }),
  },
  { path: CouponApi.templates, as: 'forwarder', query: { current: 1, size: 5 } },
  {
    path: CouponApi.template,
    as: 'forwarder',
    query: async (ask) => ({
      id: first(
        (await ask<Listed>(CouponApi.templates, { size: 1 }, 'forwarder')).records,
        'template',
      ).id,
    }),
  },
  { path: CouponApi.collectable, as: 'shipper', query: { current: 1, size: 5 } },
  { path: CouponApi.forSale, as: 'shipper', query: { current: 1, size: 5 } },
  { path: CouponApi.issuers, as: 'shipper', query: { offer: 'free' } },
  { path: CouponApi.mine, as: 'shipper', query: { current: 1, size: 10 } },
  { path: CouponApi.counts, as: 'shipper' },
  {
    path: CouponApi.usable,
    as: 'shipper',
    query: async (ask) => {
      const orders = await ask<{ records: { orderNo: string }[] }>(
        OrderApi.mine,
        { role: 'payer', status: 'unpaid', size: 1 },
        'shipper',
      );
      return { orderNo: first(orders.records, 'unpaid order').orderNo };
    },
  },
  {
    path: CouponApi.check,
    as: 'forwarder',
    query: async (ask) => {
      const forwarder = await ask<{ enterpriseId: string }>(
        SessionApi.currentUser,
        {},
        'forwarder',
      );
      const held = await ask<{ records: { code: string; issuer: { enterpriseId: string } }[] }>(
        CouponApi.mine,
        { size: 50 },
        'shipper',
      );
      const coupon = held.records.find(
        (item) => item.issuer.enterpriseId === forwarder.enterpriseId,
      );
      return { code: first(coupon ? [coupon] : [], 'coupon of the forwarder').code };
    },
  },
  // Both ways, cash and percentage coupons, a discount known and one not: every optional field.
  { path: CouponApi.redemptions, as: 'forwarder', query: { current: 1, size: 50 } },
  { path: DevtoolsApi.inspect },
  {
    path: DevtoolsApi.outbox,
    query: async () => {
      await notifiedByMail();
      return {};
    },
  },
  { path: DirectoryApi.page, query: { category: 1, current: 1, size: 5 } },
  {
    path: DirectoryApi.detail,
    as: 'shipper',
    query: async (ask) => ({
      id: first(
        (await ask<Listed>(DirectoryApi.page, { category: 2, size: 1 })).records,
        'enterprise',
      ).id,
    }),
  },
  { path: FavouriteApi.page, as: 'shipper', query: { current: 1, size: 10 } },
  {
    path: FavouriteApi.check,
    as: 'shipper',
    query: async (ask) => {
      const page = await ask<{ records: { targetId: string }[] }>(
        FavouriteApi.page,
        { kind: 'tender', size: 2 },
        'shipper',
      );
      return {
        kind: 'tender',
        targetIds: [...page.records.map((item) => item.targetId), '1'].join(','),
      };
    },
  },
  { path: HomeApi.overview },
  { path: HomeApi.attention, as: 'shipper' },
  { path: HsCodeApi.search, query: { keyword: '电池', current: 1, size: 3 } },
  { path: HsCodeApi.tree },
  { path: HsCodeApi.meta },
  { path: InvoiceApi.titles, as: 'shipper' },
  { path: InvoiceApi.invoiceable, as: 'shipper' },
  { path: InvoiceApi.applications, as: 'shipper', query: { role: 'payer', current: 1, size: 5 } },
  { path: MarketApi.page, query: { current: 1, size: 5 } },
  {
    path: MarketApi.detail,
    as: 'shipper',
    query: async (ask) => ({
      id: first((await ask<Listed>(MarketApi.page, { size: 1 })).records, 'listing').id,
    }),
  },
  {
    path: MarketApi.similar,
    query: async (ask) => ({
      id: first((await ask<Listed>(MarketApi.page, { size: 1 })).records, 'listing').id,
      size: 3,
    }),
  },
  {
    path: MarketApi.quote,
    query: { pol: 'CNSHA', pod: 'NLRTM', shipmentType: 'FCL', containerType: '40HQ', quantity: 2 },
  },
  { path: MarketApi.hotLanes, query: { size: 5 } },
  {
    path: MarketApi.laneIndex,
    query: { pol: 'CNNGB', pod: 'USLAX', unit: '40HQ', weeks: 12, currency: 'CNY' },
  },
  { path: MarketApi.laneTrends, query: { lanes: 'CNNGB-USLAX,CNSHA-NLRTM', unit: '40HQ' } },
  { path: MarketApi.mine, as: 'forwarder', query: { current: 1, size: 5 } },
  { path: NewsApi.page, query: { current: 1, size: 5 } },
  {
    path: NewsApi.detail,
    query: async (ask) => ({
      id: first((await ask<Listed>(NewsApi.page, { size: 1 })).records, 'news').id,
    }),
  },
  {
    path: NotificationApi.page,
    as: 'shipper',
    query: async () => {
      await tenderWithBid();
      return { current: 1, size: 5 };
    },
  },
  {
    path: NotificationApi.unread,
    as: 'shipper',
    query: async () => {
      await tenderWithBid();
      return {};
    },
  },
  {
    path: NotificationApi.preferences,
    as: 'shipper',
    query: async () => {
      await notifiedByMail();
      return {};
    },
  },
  {
    path: OrderApi.detail,
    as: 'shipper',
    query: async (ask) => {
      const orders = await ask<{ records: { orderNo: string }[] }>(
        OrderApi.mine,
        { size: 1 },
        'shipper',
      );
      return { orderNo: first(orders.records, 'order').orderNo };
    },
  },
  { path: OrderApi.mine, as: 'shipper', query: { current: 1, size: 5 } },
  { path: ReferenceApi.provinceListAll, query: { current: 1, size: 5 } },
  { path: ReferenceApi.countryListAll, query: { current: 1, size: 5 } },
  { path: ReferenceApi.dictListDict, query: { current: 1, size: 5 } },
  {
    path: ReferenceApi.dictSelectItemByDictId,
    query: async (ask) => ({
      dictId: first(
        (await ask<Listed>(ReferenceApi.dictListDict, { size: 1 })).records,
        'dictionary',
      ).id,
    }),
  },
  {
    path: ReferenceApi.dictDetailDict,
    query: async (ask) => ({
      id: first((await ask<Listed>(ReferenceApi.dictListDict, { size: 1 })).records, 'dictionary')
        .id,
    }),
  },
  { path: ReferenceApi.dictListAll },
  { path: ReferenceApi.portSearch, query: { keyword: 'SHA', current: 1, size: 5 } },
  { path: ScheduleApi.page, query: { pol: 'CNSHA', pod: 'NLRTM', current: 1, size: 5 } },
  {
    path: ScheduleApi.week,
    query: { pol: 'CNSHA', pod: 'NLRTM', weekStart: '2026-02-02', carrier: 'COSU' },
  },
  { path: ScheduleApi.meta },
  {
    path: ShipmentApi.detail,
    as: 'shipper',
    // The delivered demo shipment: booking, containers, every milestone, a correction and a step
    // back, the B/L draft's versions and reviews, the final B/L and the arrival notice.
    query: async (ask) => ({
      shipmentNo: first(
        (
          await ask<{ records: { shipmentNo: string }[] }>(
            ShipmentApi.mine,
            { role: 'payer', status: 'delivered', size: 1 },
            'shipper',
          )
        ).records,
        'delivered shipment',
      ).shipmentNo,
    }),
  },
  { path: ShipmentApi.mine, as: 'forwarder', query: { role: 'payee', current: 1, size: 5 } },
  { path: TenderApi.page, query: { current: 1, size: 5 } },
  {
    path: TenderApi.detail,
    as: 'shipper',
    query: async (ask) => ({
      id: first((await ask<Listed>(TenderApi.mine, { size: 1 }, 'shipper')).records, 'tender').id,
    }),
  },
  { path: TenderApi.mine, as: 'shipper', query: { current: 1, size: 5 } },
  {
    path: TenderApi.bids,
    as: 'shipper',
    query: async () => ({ tenderId: (await tenderWithBid()).tender.id }),
  },
  {
    path: TenderApi.market,
    as: 'shipper',
    query: async () => ({ id: (await tenderWithBid()).tender.id }),
  },
];

/** The payload of a GET, as `as` (or a visitor). */
const ask: Ask = async <T>(path: string, query: Query = {}, as?: DemoKind) =>
  dataOf(await call<T>('GET', path, { query, ...(as ? { token: tokenOf(as) } : {}) }), path);

const where = (path: FieldPath) => path.join('.');

describe('the malformed variants of a real reply of every GET path', () => {
  tradeClockPerTest();

  it('has a real reply for every GET path of the contract', () => {
    expect(realCalls.map((real) => real.path).sort()).toEqual(
      contractGets.map((get) => get.path).sort(),
    );
  });

  it.each(realCalls)(
    '$path: every field dropped or nulled alone is refused, or read as the loads of every drop and every null read it',
    async ({ path, as, query }) => {
      const { schema } = contractCall(path);
      const params = typeof query === 'function' ? await query(ask) : query;
      const reply = await call<Json>('GET', path, {
        query: params,
        ...(as ? { token: tokenOf(as) } : {}),
      });
      expect({ code: reply.code, message: reply.message }).toMatchObject({ code: 200 });
      const real = (reply.data ?? reply.result ?? null) as Json;
      expect(accepts(schema, real)).toBe(true);
      // Something to mutate: fields, or a list's items (only the log-out's acknowledgement is empty).
      const items = Array.isArray(real) ? real.length : 0;
      expect(path === SessionApi.logout || fieldPaths(real).length + items > 0).toBe(true);

      const { replies } = mutationsOf(schema, real);
      const dropped = v.safeParse(schema, replies.optionalDropped);
      const nulled = v.safeParse(schema, replies.optionalNulled);
      expect([dropped.success, nulled.success], 'the loads with every drop, every null').toEqual([
        true,
        true,
      ]);
      if (!dropped.success || !nulled.success) return;

      const unlike: string[] = [];
      for (const field of fieldPaths(real)) {
        const alone = v.safeParse(schema, withoutFields(real, [field]));
        const read = valueAt(dropped.output, field);
        if (alone.success && !isDeepStrictEqual(valueAt(alone.output, field), read)) {
          unlike.push(`${where(field)} dropped`);
        }
        const nulledAlone = v.safeParse(schema, withNullFields(real, [field]));
        const readNull = valueAt(nulled.output, field);
        if (
          nulledAlone.success &&
          !isDeepStrictEqual(valueAt(nulledAlone.output, field), readNull)
        ) {
          unlike.push(`${where(field)} null`);
        }
      }
      expect(unlike, 'fields read otherwise alone than in the load of every drop or null').toEqual(
        [],
      );
    },
  );
});
