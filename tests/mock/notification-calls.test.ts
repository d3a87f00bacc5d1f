import type { Page } from '@/contract/http';
import { NotificationApi } from '@/contract/notification/paths';
import type { Notification, UnreadNotifications } from '@/contract/notification/types';
import { advanceClock } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { notify, type Raised } from '@mock/domains/notification/raise';

import { T0, call } from './helpers';
import { inboxOf, memberIdOf, settledInbox } from './notification-helpers';
import { DAY, HOUR, tokenOf, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();
beforeEach(() => settledInbox());

const MINUTE = 60_000;
const SHIPPER = () => memberIdOf('shipper');
const FORWARDER = () => memberIdOf('forwarder');

/** Raises `kind` for `memberId`, `minutesAgo` before T0 (the tests' now). */
function raise(memberId: string, kind: Raised['kind'], minutesAgo = 0, at = T0): string {
  const row = notify(
    db,
    {
      memberId,
      kind,
      subject: { type: 'tender', id: '5001' },
      params: { tenderNo: 'T20260110-0001', party: { zh: '上海货代', en: 'Shanghai Forwarding' } },
    },
    at - minutesAgo * MINUTE,
  );
  if (!row) throw new Error('not raised');
  return row.id;
}

const pageOf = (
  query: Record<string, string | number>,
  token = tokenOf('shipper'),
  lang?: 'en-US',
) =>
  call<Page<Notification>>('GET', NotificationApi.page, {
    query,
    token,
    ...(lang ? { lang } : {}),
  });

describe('notification calls', () => {
  it.each([
    ['GET', NotificationApi.page],
    ['GET', NotificationApi.unread],
    ['POST', NotificationApi.read],
    ['POST', NotificationApi.readAll],
    ['GET', NotificationApi.preferences],
    ['POST', NotificationApi.savePreferences],
  ] as const)('%s %s needs a logged-in member (4098)', async (method, path) => {
    const reply = await call(method, path, method === 'POST' ? { body: {} } : {});
    expect(reply.code).toBe(4098);
  });
});

describe(`GET ${NotificationApi.page}`, () => {
  it("lists the member's own, newest first, values in the reader's language", async () => {
    const older = raise(SHIPPER(), 'bidReceived', 30);
    const newer = raise(SHIPPER(), 'orderPaid', 5);
    raise(FORWARDER(), 'bidAwarded');
    const zh = await pageOf({});
    expect(zh.data?.total).toBe(2);
    expect(zh.data?.records.map((row) => row.id)).toEqual([newer, older]);
    expect(zh.data?.records[1]).toEqual({
      id: older,
      kind: 'bidReceived',
      subject: { type: 'tender', id: '5001' },
      params: { tenderNo: 'T20260110-0001', party: '上海货代' },
      createdAt: '2026-01-10T09:30:00+08:00',
      read: false,
    });
    const en = await pageOf({}, tokenOf('shipper'), 'en-US');
    expect(en.data?.records[1]?.params.party).toBe('Shanghai Forwarding');
  });

  it('pages, filters by group and by unread', async () => {
    for (let index = 0; index < 12; index += 1) raise(SHIPPER(), 'bidReceived', 100 - index);
    const paid = raise(SHIPPER(), 'orderPaid', 1);
    const second = await pageOf({ current: 2, size: 5 });
    expect(second.data).toMatchObject({ total: 13, current: 2, size: 5 });
    expect(second.data?.records).toHaveLength(5);
    const orders = await pageOf({ group: 'order' });
    expect(orders.data?.records.map((row) => row.id)).toEqual([paid]);
    const first = inboxOf(SHIPPER())[0];
    if (!first) throw new Error('nothing raised');
    first.readAt = T0;
    const unread = await pageOf({ unread: 'true', size: 50 });
    expect(unread.data?.total).toBe(12);
    expect(unread.data?.records.map((row) => row.id)).not.toContain(first.id);
  });

  it('names a refused group or unread filter (4000)', async () => {
    const group = await pageOf({ group: 'weather' }, tokenOf('shipper'), 'en-US');
    expect(group).toMatchObject({ code: 4000, data: { field: 'group' } });
    expect(group.message).toBe('Notification group is not valid.');
    const unread = await pageOf({ unread: 'yes' });
    expect(unread).toMatchObject({ code: 4000, data: { field: 'unread' } });
  });
});

describe(`GET ${NotificationApi.unread}`, () => {
  it('counts the unread and says when the newest arrived', async () => {
    const empty = await call<UnreadNotifications>('GET', NotificationApi.unread, {
      token: tokenOf('shipper'),
    });
    expect(empty.data).toEqual({ count: 0 });
    raise(SHIPPER(), 'bidReceived', 20);
    const read = raise(SHIPPER(), 'bidRevised', 10);
    (db.notifications[read] ?? { readAt: 0 }).readAt = 0;
    raise(FORWARDER(), 'bidAwarded');
    const reply = await call<UnreadNotifications>('GET', NotificationApi.unread, {
      token: tokenOf('shipper'),
    });
    expect(reply.data).toEqual({ count: 1, latestAt: '2026-01-10T09:50:00+08:00' });
  });
});

describe(`POST ${NotificationApi.read}`, () => {
  const read = (ids: unknown, token = tokenOf('shipper')) =>
    call<number>('POST', NotificationApi.read, { body: { ids }, token, lang: 'en-US' });

  it('marks the given ones read and answers how many were unread', async () => {
    const a = raise(SHIPPER(), 'bidReceived');
    const b = raise(SHIPPER(), 'bidRevised');
    const c = raise(SHIPPER(), 'orderPaid');
    expect((await read([a, b])).data).toBe(2);
    expect((await read([a, b])).data).toBe(0);
    expect(db.notifications[a]?.readAt).toBeDefined();
    expect(db.notifications[c]?.readAt).toBeUndefined();
  });

  it("answers another member's id as it answers one that does not exist (4004), marking nothing", async () => {
    const own = raise(SHIPPER(), 'bidReceived');
    const theirs = raise(FORWARDER(), 'bidAwarded');
    const unknown = String(Number(theirs) + 1000);
    expect(db.notifications[unknown]).toBeUndefined();

    const toTheirs = await read([own, theirs]);
    const toUnknown = await read([own, unknown]);

    expect(toTheirs).toEqual(toUnknown);
    expect(toTheirs).toMatchObject({ code: 4004, data: { field: 'ids' } });
    expect(db.notifications[own]?.readAt).toBeUndefined();
    expect(db.notifications[theirs]?.readAt).toBeUndefined();
  });

  it.each([
    ['no ids', []],
    ['not a list', 'x'],
    ['more than 100', Array.from({ length: 101 }, (_, index) => String(index))],
    ['a number', [1]],
  ])('names ids when given %s (4000)', async (_case, ids) => {
    expect(await read(ids)).toMatchObject({ code: 4000, data: { field: 'ids' } });
  });
});

describe(`POST ${NotificationApi.readAll}`, () => {
  it('marks all unread, or those of one group, and answers how many', async () => {
    raise(SHIPPER(), 'bidReceived');
    raise(SHIPPER(), 'orderPaid');
    raise(SHIPPER(), 'orderCreated');
    const theirs = raise(FORWARDER(), 'orderPaid');
    const token = tokenOf('shipper');
    const orders = await call<number>('POST', NotificationApi.readAll, {
      body: { group: 'order' },
      token,
    });
    expect(orders.data).toBe(2);
    const left = inboxOf(SHIPPER()).filter((row) => row.readAt === undefined);
    expect(left.map((row) => row.kind)).toEqual(['bidReceived']);
    const rest = await call<number>('POST', NotificationApi.readAll, { token });
    expect(rest.data).toBe(1);
    expect(db.notifications[theirs]?.readAt).toBeUndefined();
    const refused = await call('POST', NotificationApi.readAll, { body: { group: 'x' }, token });
    expect(refused).toMatchObject({ code: 4000, data: { field: 'group' } });
  });
});

describe('retention', () => {
  it('keeps notifications and their outbox entries 90 days', async () => {
    db.notificationPreferences[SHIPPER()] = {
      memberId: SHIPPER(),
      channels: { bidReceived: ['sms'] },
      language: 'zh-CN',
      updatedAt: 0,
    };
    const old = raise(SHIPPER(), 'bidReceived');
    const young = raise(SHIPPER(), 'bidReceived', 0, T0 + 89 * DAY);
    advanceClock(89 * DAY);
    const ids = async () => (await pageOf({ size: 1000 })).data?.records.map((row) => row.id);
    expect(await ids()).toEqual(expect.arrayContaining([old, young]));
    advanceClock(DAY + HOUR);
    const after = await ids();
    expect(after).toContain(young);
    expect(after).not.toContain(old);
    expect(db.notifications[old]).toBeUndefined();
    expect(
      Object.values(db.notificationOutbox).filter((row) => row.notificationId === old),
    ).toEqual([]);
  });
});
