import type { Sailing } from '@/contract/schedule/types';
import { SPAN_FROM_DAY, SPAN_TO_DAY, buildSailing, byPol } from '@mock/domains/schedule/generate';
import {
  sailingWeek,
  scheduleMeta,
  searchSailings,
  findSailings,
} from '@mock/domains/schedule/rules';
import { dayOf } from '@mock/domains/schedule/time';

import { NOW, all, localDate, page, refusal, value } from './schedule-rule-helpers';

describe('searchSailings', () => {
  it('defaults to today (China) and the 27 days after it, ETD ascending, 10 a page', () => {
    const result = page({ pol: 'CNSHA' });
    expect(result.size).toBe(10);
    expect(result.current).toBe(1);
    expect(result.records).toHaveLength(10);
    const rows = all({ pol: 'CNSHA' });
    expect(rows).toHaveLength(result.total);
    for (const row of rows) {
      expect(row.pol.code).toBe('CNSHA');
      expect(localDate(row.etd) >= '2026-01-10').toBe(true);
      expect(localDate(row.etd) <= '2026-02-06').toBe(true);
    }
    expect(rows.some((row) => localDate(row.etd) === '2026-02-06')).toBe(true);
    const etds = rows.map((row) => Date.parse(row.etd));
    expect(etds).toEqual([...etds].sort((a, b) => a - b));
  });

  it('filters by port of discharge alone, carrier and routing', () => {
    const rotterdam = all({ pod: 'NLRTM', etdFrom: '2026-02-01', etdTo: '2026-02-28' });
    expect(rotterdam.length).toBeGreaterThan(30);
    expect(new Set(rotterdam.map((row) => row.pol.code)).size).toBeGreaterThan(4);
    for (const row of rotterdam) expect(row.pod.code).toBe('NLRTM');
    const maersk = all({
      pod: 'NLRTM',
      carrier: 'MAEU',
      etdFrom: '2026-02-01',
      etdTo: '2026-02-28',
    });
    expect(maersk.length).toBeGreaterThan(0);
    expect(maersk).toEqual(rotterdam.filter((row) => row.carrier === 'MAEU'));
    const direct = all({
      pod: 'NLRTM',
      routing: 'direct',
      etdFrom: '2026-02-01',
      etdTo: '2026-02-28',
    });
    const transship = all({
      pod: 'NLRTM',
      routing: 'transship',
      etdFrom: '2026-02-01',
      etdTo: '2026-02-28',
    });
    expect(direct.every((row) => row.direct)).toBe(true);
    expect(transship.every((row) => !row.direct)).toBe(true);
    expect(direct.length + transship.length).toBe(rotterdam.length);
    expect(transship.length).toBeGreaterThan(0);
  });

  it("takes the range in the loading port's calendar, both dates included, and lower-case codes", () => {
    const rows = all({ pol: 'cnsha', pod: 'nlrtm', etdFrom: '2026-03-02', etdTo: '2026-03-08' });
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows)
      expect(localDate(row.etd) >= '2026-03-02' && localDate(row.etd) <= '2026-03-08').toBe(true);
    const oneDay = all({ pol: 'CNSHA', etdFrom: '2026-03-04', etdTo: '2026-03-04' });
    expect(oneDay.length).toBeGreaterThan(0);
    for (const row of oneDay) expect(localDate(row.etd)).toBe('2026-03-04');
  });

  it('is empty outside the data span and for a known port without services', () => {
    expect(page({ pol: 'CNSHA', etdFrom: '2029-01-01', etdTo: '2029-02-01' }).total).toBe(0);
    expect(page({ pol: 'CNSHA', etdFrom: '2025-12-01', etdTo: '2026-01-04' }).total).toBe(0);
    const edges = all({ pol: 'CNSHA', etdFrom: '2028-12-20', etdTo: '2029-01-10' });
    expect(edges.length).toBeGreaterThan(0);
    expect(edges.every((row) => localDate(row.etd) <= '2028-12-31')).toBe(true);
    expect(page({ pol: 'CNWUH' }).total).toBe(0);
  });

  it.each([
    ['etd', 'asc'],
    ['etd', 'desc'],
    ['eta', 'asc'],
    ['eta', 'desc'],
    ['transit', 'asc'],
    ['transit', 'desc'],
  ] as const)('sorts by %s %s, ties by ETD then id', (sort, order) => {
    const rows = all({ pol: 'CNSHA', etdFrom: '2026-04-01', etdTo: '2026-04-14', sort, order });
    const key = (row: Sailing) =>
      sort === 'etd' ? Date.parse(row.etd) : sort === 'eta' ? Date.parse(row.eta) : row.transitDays;
    const sign = order === 'desc' ? -1 : 1;
    const expected = [...rows].sort(
      (a, b) =>
        sign * (key(a) - key(b)) ||
        Date.parse(a.etd) - Date.parse(b.etd) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(new Set(rows.map(key)).size).toBeGreaterThan(1);
  });

  it('pages without overlap, up to 50 a page', () => {
    const query = { pol: 'CNNGB', etdFrom: '2026-05-01', etdTo: '2026-05-31' };
    const first = page({ ...query, size: 7 });
    const second = page({ ...query, size: 7, current: 2 });
    expect(first.records.map((row) => row.id)).toEqual(
      all(query)
        .slice(0, 7)
        .map((row) => row.id),
    );
    expect(second.records.map((row) => row.id)).toEqual(
      all(query)
        .slice(7, 14)
        .map((row) => row.id),
    );
    expect(page({ ...query, size: 50 }).records).toHaveLength(50);
    expect(page({ ...query, current: 1000 }).records).toEqual([]);
  });

  it.each([
    [{}, 'pol', 'schedule.portRequired'],
    [{ pol: ' ' }, 'pol', 'schedule.portRequired'],
    [{ pol: 'SHANGHAI' }, 'pol', 'field.invalid'],
    [{ pol: 'XXAAA' }, 'pol', 'field.invalid'],
    [{ pol: 'CNSHA', pod: 'ZZ1' }, 'pod', 'field.invalid'],
    [{ pol: 'CNSHA', carrier: 'ACME' }, 'carrier', 'field.invalid'],
    [{ pol: 'CNSHA', routing: 'any' }, 'routing', 'field.invalid'],
    [{ pol: 'CNSHA', sort: 'price' }, 'sort', 'field.invalid'],
    [{ pol: 'CNSHA', order: 'up' }, 'order', 'field.invalid'],
    [{ pol: 'CNSHA', etdFrom: '2026-02-30' }, 'etdFrom', 'field.invalid'],
    [{ pol: 'CNSHA', etdFrom: '2026/03/01' }, 'etdFrom', 'field.invalid'],
    [{ pol: 'CNSHA', etdTo: 'soon' }, 'etdTo', 'field.invalid'],
    [{ pol: 'CNSHA', etdFrom: '2026-03-10', etdTo: '2026-03-09' }, 'etdTo', 'schedule.rangeOrder'],
    [
      { pol: 'CNSHA', etdFrom: '2026-03-01', etdTo: '2026-06-02' },
      'etdTo',
      'schedule.rangeTooLong',
    ],
    [{ pol: 'CNSHA', size: 51 }, 'size', 'field.range'],
    [{ pol: 'CNSHA', size: 0 }, 'size', 'field.range'],
    [{ pol: 'CNSHA', current: 'x' }, 'current', 'field.range'],
  ] as const)('refuses %j with a 4000 naming %s', (query, field, messageId) => {
    expect(refusal(searchSailings(query as Record<string, string | number>, NOW, 'en'))).toEqual({
      code: 4000,
      field,
      messageId,
    });
  });

  it('accepts a range exactly 92 days apart', () => {
    expect(
      page({ pol: 'CNSHA', etdFrom: '2026-03-01', etdTo: '2026-06-01' }).total,
    ).toBeGreaterThan(0);
  });
});

describe('sailingWeek', () => {
  it('gives every sailing of the seven days from weekStart, ETD ascending', () => {
    const week = value(
      sailingWeek({ pol: 'CNSHA', pod: 'NLRTM', weekStart: '2026-03-04' }, NOW, 'en'),
    );
    expect(week.length).toBeGreaterThan(5);
    for (const row of week)
      expect(localDate(row.etd) >= '2026-03-04' && localDate(row.etd) <= '2026-03-10').toBe(true);
    expect(week.map((row) => row.id)).toEqual(
      all({ pol: 'CNSHA', pod: 'NLRTM', etdFrom: '2026-03-04', etdTo: '2026-03-10' }).map(
        (row) => row.id,
      ),
    );
  });

  it('caps a busy week at 300 sailings and applies the filters', () => {
    const busy = value(sailingWeek({ pol: 'CNSHA', weekStart: '2026-03-02' }, NOW, 'en'));
    expect(busy.length).toBeLessThanOrEqual(300);
    const transship = value(
      sailingWeek({ pod: 'NLRTM', routing: 'transship', weekStart: '2026-03-02' }, NOW, 'en'),
    );
    expect(transship.length).toBeGreaterThan(0);
    expect(transship.every((row) => !row.direct && row.pod.code === 'NLRTM')).toBe(true);
  });

  it.each([
    [{ pol: 'CNSHA' }, 'weekStart'],
    [{ pol: 'CNSHA', weekStart: '2026-13-01' }, 'weekStart'],
    [{ weekStart: '2026-03-02' }, 'pol'],
    [{ pol: 'CNSHA', weekStart: '2026-03-02', routing: 'x' }, 'routing'],
  ] as const)('refuses %j with a 4000 naming %s', (query, field) => {
    expect(refusal(sailingWeek(query as Record<string, string>, NOW, 'en'))).toMatchObject({
      code: 4000,
      field,
    });
  });
});

describe('scheduleMeta', () => {
  it('reports sample data, its span and sizes that match the sailings themselves', () => {
    const meta = scheduleMeta(NOW);
    expect(meta).toMatchObject({ sample: true, from: '2026-01-05', to: '2028-12-31' });
    expect(meta.carriers).toBeGreaterThanOrEqual(10);
    expect(meta.lanes).toBeGreaterThanOrEqual(100);
    expect(meta.sailings).toBeGreaterThanOrEqual(10_000);
    expect(meta.updatedAt).toBe('2026-01-10T06:00:00+08:00');
    let sailings = 0;
    const lanes = new Set<string>();
    for (const pol of byPol.keys()) {
      const keys = findSailings({ pol, from: SPAN_FROM_DAY - 30, to: SPAN_TO_DAY + 30 });
      sailings += keys.length;
      for (const key of keys) lanes.add(`${pol}-${key.discharge.port.code}`);
    }
    expect(sailings).toBe(meta.sailings);
    expect(lanes.size).toBe(meta.lanes);
    expect(dayOf(meta.from)).toBe(SPAN_FROM_DAY);
  });

  it('builds the same row from a key in both languages but for the source name', () => {
    const [key] = findSailings({
      pol: 'CNSHA',
      pod: 'NLRTM',
      from: SPAN_FROM_DAY + 60,
      to: SPAN_FROM_DAY + 66,
    });
    if (!key) throw new Error('no sailing');
    const zh = buildSailing(key, 'zh', NOW);
    const en = buildSailing(key, 'en', NOW);
    expect({ ...zh, source: null }).toEqual({ ...en, source: null });
  });
});
