import type { Page } from '@/contract/http';
import { ScheduleApi } from '@/contract/schedule/paths';
import type { Sailing, ScheduleMeta } from '@/contract/schedule/types';
import { resetClock } from '@mock/core/clock';

import { T0, call, freezeClock } from './helpers';

type Query = Record<string, string | number>;
type Lang = 'zh-CN' | 'en-US';

const search = (query: Query, lang?: Lang) =>
  call<Page<Sailing>>('GET', ScheduleApi.page, { query, ...(lang ? { lang } : {}) });
const week = (query: Query, lang?: Lang) =>
  call<Sailing[]>('GET', ScheduleApi.week, { query, ...(lang ? { lang } : {}) });
const meta = () => call<ScheduleMeta>('GET', ScheduleApi.meta);

const localDate = (iso: string) => iso.slice(0, 10);

beforeEach(() => freezeClock());
afterEach(() => resetClock());

describe(`GET ${ScheduleApi.page}`, () => {
  it('finds Shanghai → Rotterdam over the next four weeks, several carriers, direct and transshipped', async () => {
    const reply = await search({ pol: 'CNSHA', pod: 'NLRTM', size: 50 });
    expect(reply.code).toBe(200);
    const rows = reply.data?.records ?? [];
    expect(reply.data?.total).toBeGreaterThanOrEqual(rows.length);
    expect(rows.length).toBeGreaterThan(20);
    expect(new Set(rows.map((row) => row.carrier)).size).toBeGreaterThanOrEqual(5);
    expect(rows.some((row) => row.direct)).toBe(true);
    const transshipped = rows.find((row) => !row.direct);
    expect(transshipped?.transshipments.map((port) => port.code)).not.toEqual([]);
    for (const row of rows) {
      expect(row.pol).toMatchObject({ code: 'CNSHA', name: '上海', nameEn: 'Shanghai' });
      expect(row.pod).toMatchObject({ code: 'NLRTM', nameEn: 'Rotterdam' });
      // T0 is 2026-01-10 in China: today and the 27 days after it.
      expect(localDate(row.etd) >= '2026-01-10' && localDate(row.etd) <= '2026-02-06').toBe(true);
      expect(row.etd).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
      // Winter in Rotterdam: Central European Time.
      expect(row.eta).toMatch(/\+01:00$/);
      expect(row.transitDays).toBe(
        Math.floor((Date.parse(row.eta) - Date.parse(row.etd)) / 86_400_000),
      );
      expect(Date.parse(row.updatedAt)).toBeLessThanOrEqual(T0);
    }
  });

  it('shows a summer Rotterdam ETA at +02:00', async () => {
    const reply = await search({
      pol: 'CNSHA',
      pod: 'NLRTM',
      etdFrom: '2026-06-01',
      etdTo: '2026-06-14',
    });
    const rows = reply.data?.records ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.eta).toMatch(/\+02:00$/);
  });

  it('names the source in the reader’s language', async () => {
    const query = { pol: 'CNSHA', pod: 'NLRTM', carrier: 'MSCU', size: 1 };
    const zh = await search(query, 'zh-CN');
    const en = await search(query, 'en-US');
    expect(zh.data?.records[0]?.source).toEqual({ kind: 'carrier', name: '地中海航运' });
    expect(en.data?.records[0]?.source).toEqual({
      kind: 'carrier',
      name: 'MSC Mediterranean Shipping Company',
    });
    const partner = await search({ pol: 'CNSHA', pod: 'NLRTM', carrier: 'APLU', size: 1 }, 'zh-CN');
    expect(partner.data?.records[0]?.source).toEqual({ kind: 'partner', name: '船期合作方' });
  });

  it('filters by carrier and routing, sorts by transit time and pages', async () => {
    const base = { pod: 'NLRTM', etdFrom: '2026-02-01', etdTo: '2026-03-15' };
    const cosco = await search({ ...base, carrier: 'COSU', size: 50 });
    expect(cosco.data?.records.length).toBeGreaterThan(0);
    expect(cosco.data?.records.every((row) => row.carrier === 'COSU')).toBe(true);
    const transship = await search({ ...base, routing: 'transship', size: 50 });
    expect(transship.data?.records.length).toBeGreaterThan(0);
    expect(transship.data?.records.every((row) => !row.direct)).toBe(true);
    const fastest = await search({ ...base, sort: 'transit', size: 20 });
    const days = fastest.data?.records.map((row) => row.transitDays) ?? [];
    expect(days).toEqual([...days].sort((a, b) => a - b));
    const slowest = await search({ ...base, sort: 'transit', order: 'desc', size: 5 });
    expect(slowest.data?.records[0]?.transitDays).toBeGreaterThan(days[0] ?? 0);
    const second = await search({ ...base, sort: 'transit', size: 10, current: 2 });
    expect(second.data).toMatchObject({ current: 2, size: 10, total: fastest.data?.total });
    expect(second.data?.records.map((row) => row.id)).toEqual(
      fastest.data?.records.slice(10, 20).map((row) => row.id),
    );
  });

  it('keeps a cut-off the source lacks null, and the known ones before the ETD', async () => {
    const reply = await search({
      pol: 'CNSHA',
      etdFrom: '2026-03-01',
      etdTo: '2026-03-31',
      size: 50,
    });
    const rows = reply.data?.records ?? [];
    expect(rows.some((row) => row.cutoffs.vgm === null)).toBe(true);
    expect(rows.some((row) => row.cutoffs.vgm !== null)).toBe(true);
    for (const row of rows) {
      const known = Object.values(row.cutoffs).filter(
        (cutoff): cutoff is string => cutoff !== null,
      );
      expect(known.every((cutoff) => Date.parse(cutoff) < Date.parse(row.etd))).toBe(true);
      expect(known.every((cutoff) => cutoff.endsWith('+08:00'))).toBe(true);
    }
    const again = await search({
      pol: 'CNSHA',
      etdFrom: '2026-03-01',
      etdTo: '2026-03-31',
      size: 50,
    });
    expect(again.data?.records).toEqual(rows);
  });

  it.each([
    [{}, 'pol', 'Enter a port of loading or a port of discharge.'],
    [{ pol: 'NOWHERE' }, 'pol', 'Port of loading is not valid.'],
    [{ pol: 'CNSHA', etdFrom: '2026-02-31' }, 'etdFrom', 'ETD from is not valid.'],
    [
      { pol: 'CNSHA', etdFrom: '2026-03-10', etdTo: '2026-03-01' },
      'etdTo',
      'The ETD to date cannot be before the ETD from date.',
    ],
    [
      { pol: 'CNSHA', etdFrom: '2026-03-01', etdTo: '2026-07-01' },
      'etdTo',
      'The ETD range cannot be longer than 92 days.',
    ],
    [{ pol: 'CNSHA', sort: 'price' }, 'sort', 'Sort field is not valid.'],
    [{ pol: 'CNSHA', order: 'random' }, 'order', 'Sort order is not valid.'],
    [{ pol: 'CNSHA', routing: 'air' }, 'routing', 'Routing is not valid.'],
    [{ pol: 'CNSHA', carrier: 'NOPE' }, 'carrier', 'Carrier is not valid.'],
    [{ pol: 'CNSHA', size: 100 }, 'size', 'Page size must be between 1 and 50.'],
  ] as const)('refuses %j with 4000 naming %s', async (query, field, message) => {
    const reply = await search(query as Query, 'en-US');
    expect(reply).toEqual({ code: 4000, message, data: { field } });
  });

  it('says it in Chinese by default', async () => {
    const reply = await search({ pol: 'CNSHA', etdFrom: '2026-03-01', etdTo: '2026-09-01' });
    expect(reply).toEqual({
      code: 4000,
      message: '开船日期范围不能超过 92 天',
      data: { field: 'etdTo' },
    });
  });
});

describe(`GET ${ScheduleApi.week}`, () => {
  it('gives the week from weekStart, ETD ascending, with the page’s filters', async () => {
    const reply = await week({ pol: 'CNSHA', pod: 'NLRTM', weekStart: '2026-02-02' });
    expect(reply.code).toBe(200);
    const rows = reply.data ?? [];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThanOrEqual(300);
    for (const row of rows) {
      expect(localDate(row.etd) >= '2026-02-02' && localDate(row.etd) <= '2026-02-08').toBe(true);
    }
    const etds = rows.map((row) => Date.parse(row.etd));
    expect(etds).toEqual([...etds].sort((a, b) => a - b));
    const direct = await week({
      pol: 'CNSHA',
      pod: 'NLRTM',
      weekStart: '2026-02-02',
      routing: 'direct',
    });
    expect(direct.data?.length).toBeLessThan(rows.length);
    expect(direct.data?.every((row) => row.direct)).toBe(true);
  });

  it.each([
    [{ pol: 'CNSHA' }, 'weekStart', 'Week start is required.'],
    [{ pol: 'CNSHA', weekStart: 'next week' }, 'weekStart', 'Week start is not valid.'],
    [{ weekStart: '2026-02-02' }, 'pol', 'Enter a port of loading or a port of discharge.'],
  ] as const)('refuses %j with 4000 naming %s', async (query, field, message) => {
    expect(await week(query as Query, 'en-US')).toEqual({ code: 4000, message, data: { field } });
  });
});

describe(`GET ${ScheduleApi.meta}`, () => {
  it('says the data is a sample, how big it is, its span and its last update (not after now)', async () => {
    const reply = await meta();
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({ sample: true, from: '2026-01-05', to: '2028-12-31' });
    expect(reply.data?.carriers).toBeGreaterThanOrEqual(10);
    expect(reply.data?.lanes).toBeGreaterThanOrEqual(100);
    expect(reply.data?.sailings).toBeGreaterThanOrEqual(10_000);
    expect(reply.data?.updatedAt).toBe('2026-01-10T06:00:00+08:00');
    expect(Date.parse(reply.data?.updatedAt ?? '')).toBeLessThanOrEqual(T0);
  });
});
