import { DevtoolsApi } from '@/contract/devtools/paths';
import type { MockOutboxEntry } from '@/contract/devtools/types';
import { NotificationApi } from '@/contract/notification/paths';
import type { NotificationPreferences } from '@/contract/notification/types';
import { advanceClock, setNow } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { smsSendAt } from '@mock/domains/notification/quiet-hours';
import { notify, type Raised } from '@mock/domains/notification/raise';

import { T0, call } from './helpers';
import { memberIdOf, settledInbox } from './notification-helpers';
import { HOUR, tokenOf, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();
beforeEach(() => settledInbox());

const MINUTE = 60_000;
const SHIPPER = () => memberIdOf('shipper');
const FORWARDER = () => memberIdOf('forwarder');
/** Epoch ms of `hh:mm` China time on 10 January 2026 (T0's day), or a day later. */
const cst = (clock: string, day = 10) => Date.parse(`2026-01-${day}T${clock}:00+08:00`);

const save = (body: unknown, lang?: 'en-US', token = tokenOf('shipper')) =>
  call<NotificationPreferences>('POST', NotificationApi.savePreferences, {
    body,
    token,
    ...(lang ? { lang } : {}),
  });
const outbox = (memberId?: string) =>
  call<MockOutboxEntry[]>('GET', DevtoolsApi.outbox, memberId ? { query: { memberId } } : {});

const BID: Omit<Raised, 'memberId'> = {
  kind: 'bidReceived',
  subject: { type: 'tender', id: '5001' },
  params: {
    tenderNo: 'T20260110-0001',
    tenderTitle: '上海至洛杉矶整箱',
    party: { zh: '远航国际物流', en: 'Yuanhang Logistics' },
    amount: '5960.00',
    currency: 'USD',
    deadline: '2026-01-15T17:00:00+08:00',
  },
};

describe(`GET ${NotificationApi.preferences}`, () => {
  it('answers in-site only, no quiet hours, in Chinese until the member saves its own', async () => {
    const reply = await call('GET', NotificationApi.preferences, { token: tokenOf('shipper') });
    expect(reply.data).toEqual({ channels: {}, language: 'zh-CN' });
  });
});

describe(`POST ${NotificationApi.savePreferences}`, () => {
  it('saves them whole, each kind with its channels in order, and gives them back', async () => {
    const saved = await save({
      channels: { bidReceived: ['sms', 'email'], orderPaid: ['email'], bidRevised: [] },
      quietHours: { start: '22:00', end: '07:30' },
      language: 'en-US',
    });
    const expected = {
      channels: { bidReceived: ['email', 'sms'], orderPaid: ['email'] },
      quietHours: { start: '22:00', end: '07:30' },
      language: 'en-US',
    };
    expect(saved.data).toEqual(expected);
    const read = await call('GET', NotificationApi.preferences, { token: tokenOf('shipper') });
    expect(read.data).toEqual(expected);
    const other = await call('GET', NotificationApi.preferences, { token: tokenOf('forwarder') });
    expect(other.data).toEqual({ channels: {}, language: 'zh-CN' });
    const cleared = await save({ channels: {}, quietHours: null, language: 'zh-CN' });
    expect(cleared.data).toEqual({ channels: {}, language: 'zh-CN' });
  });

  it.each([
    ['no channels', { channels: undefined }, 'channels', 'Delivery channels is required.'],
    [
      'an unknown kind',
      { channels: { weather: ['sms'] } },
      'channels.weather',
      'Delivery channels is not valid.',
    ],
    [
      'an unknown channel',
      { channels: { bidReceived: ['fax'] } },
      'channels.bidReceived',
      'Delivery channels is not valid.',
    ],
    [
      'channels not a list',
      { channels: { bidReceived: 'sms' } },
      'channels.bidReceived',
      'Delivery channels is not valid.',
    ],
    [
      'a start without an end',
      { quietHours: { start: '22:00' } },
      'quietHours.end',
      'Quiet hours end is required.',
    ],
    [
      'a time that is none',
      { quietHours: { start: '24:00', end: '07:00' } },
      'quietHours.start',
      'Quiet hours start is not valid.',
    ],
    [
      'equal times',
      { quietHours: { start: '07:00', end: '07:00' } },
      'quietHours.end',
      'Quiet hours must start and end at different times.',
    ],
    [
      'an unknown language',
      { language: 'fr-FR' },
      'language',
      'Notification language is not valid.',
    ],
  ])('names the field refused for %s (4000)', async (_case, change, field, message) => {
    const reply = await save({ channels: {}, language: 'zh-CN', ...change }, 'en-US');
    expect(reply).toMatchObject({ code: 4000, data: { field } });
    expect(reply.message).toBe(message);
    expect(db.notificationPreferences[SHIPPER()]).toBeUndefined();
  });
});

describe('the outbox', () => {
  it('records an e-mail and an SMS per kind turned on, in the chosen language', async () => {
    await save({ channels: { bidReceived: ['email', 'sms'] }, language: 'en-US' });
    await save(
      { channels: { bidReceived: ['sms'] }, language: 'zh-CN' },
      undefined,
      tokenOf('forwarder'),
    );
    notify(db, { ...BID, memberId: SHIPPER() }, T0);
    notify(db, { ...BID, memberId: FORWARDER() }, T0);
    notify(db, { ...BID, kind: 'orderPaid', memberId: SHIPPER() }, T0);
    const shipper = db.members[SHIPPER()];
    const mine = (await outbox(SHIPPER())).data ?? [];
    expect(mine.map(({ channel, to, kind, held }) => ({ channel, to, kind, held }))).toEqual(
      expect.arrayContaining([
        { channel: 'email', to: shipper?.email, kind: 'bidReceived', held: false },
        { channel: 'sms', to: shipper?.mobile, kind: 'bidReceived', held: false },
      ]),
    );
    expect(mine).toHaveLength(2);
    expect(mine[0]?.text).toBe(
      'Yuanhang Logistics bid USD 5960.00 on your tender T20260110-0001 "上海至洛杉矶整箱".',
    );
    expect(mine[0]?.sendAt).toBe('2026-01-10T10:00:00+08:00');
    const theirs = (await outbox(FORWARDER())).data ?? [];
    expect(theirs.map((entry) => entry.text)).toEqual([
      '您的招标 T20260110-0001「上海至洛杉矶整箱」收到 远航国际物流 的报价：USD 5960.00。',
    ]);
    expect((await outbox()).data).toHaveLength(3);
  });

  it('puts the PDF address in an issued invoice e-mail, not in its SMS', async () => {
    await save({ channels: { invoiceIssued: ['email', 'sms'] }, language: 'zh-CN' });
    notify(
      db,
      {
        memberId: SHIPPER(),
        kind: 'invoiceIssued',
        subject: { type: 'invoice', id: '801' },
        params: { party: '远航国际物流', invoiceNo: '26330000000000000001' },
        downloadUrl: '/mock-oss/invoice/abc.pdf',
      },
      T0,
    );
    const entries = (await outbox(SHIPPER())).data ?? [];
    const email = entries.find((entry) => entry.channel === 'email');
    const sms = entries.find((entry) => entry.channel === 'sms');
    expect(email?.text).toMatch(/26330000000000000001.* \/mock-oss\/invoice\/abc\.pdf$/);
    expect(sms?.text).not.toMatch(/mock-oss/);
  });

  it('holds an SMS raised in quiet hours spanning midnight until they end; e-mail goes at once', async () => {
    await save({
      channels: { bidReceived: ['email', 'sms'] },
      quietHours: { start: '22:00', end: '07:00' },
      language: 'zh-CN',
    });
    setNow(cst('23:30'));
    notify(db, { ...BID, memberId: SHIPPER() }, cst('23:30'));
    const held = (await outbox(SHIPPER())).data ?? [];
    expect(held.find((entry) => entry.channel === 'sms')).toMatchObject({
      sendAt: '2026-01-11T07:00:00+08:00',
      held: true,
    });
    expect(held.find((entry) => entry.channel === 'email')).toMatchObject({
      sendAt: '2026-01-10T23:30:00+08:00',
      held: false,
    });
    advanceClock(7 * HOUR + 30 * MINUTE);
    const sent = (await outbox(SHIPPER())).data ?? [];
    expect(sent.find((entry) => entry.channel === 'sms')?.held).toBe(false);
  });
});

describe('quiet hours', () => {
  const night = { start: '22:00', end: '07:00' };
  const lunch = { start: '12:00', end: '14:00' };

  it.each([
    ['after the start, before midnight', night, cst('22:00'), cst('07:00', 11)],
    ['after midnight', night, cst('03:15'), cst('07:00')],
    ['at the end (not held)', night, cst('07:00'), cst('07:00')],
    ['in the day', night, cst('12:00'), cst('12:00')],
    ['within a daytime span', lunch, cst('13:59'), cst('14:00')],
    ['before a daytime span', lunch, cst('11:59'), cst('11:59')],
  ])('send an SMS raised %s at the right time', (_case, quiet, at, sendAt) => {
    expect(smsSendAt(quiet, at)).toBe(sendAt);
  });

  it('hold nothing when there are none', () => {
    expect(smsSendAt(undefined, cst('23:00'))).toBe(cst('23:00'));
  });
});

describe('once-only events', () => {
  it('raise a key once per member', () => {
    const first = notify(db, { ...BID, memberId: SHIPPER(), key: 'tenderClosing:1' }, T0);
    const again = notify(db, { ...BID, memberId: SHIPPER(), key: 'tenderClosing:1' }, T0 + HOUR);
    const other = notify(db, { ...BID, memberId: FORWARDER(), key: 'tenderClosing:1' }, T0);
    expect(first).toBeDefined();
    expect(again).toBeUndefined();
    expect(other).toBeDefined();
    expect(Object.values(db.notifications)).toHaveLength(2);
  });
});
