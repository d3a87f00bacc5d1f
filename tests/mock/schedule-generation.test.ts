import type { Sailing } from '@/contract/schedule/types';
import { dictItems, dicts } from '@mock/domains/reference/data-dicts';
import { portZone } from '@mock/domains/reference/data-port-zones';
import { ports } from '@mock/domains/reference/data-ports';
import { CUTOFF_RULES, SERVICES } from '@mock/domains/schedule/data-services';
import {
  SI_MISSING_PER_100,
  byPol,
  dailyRefresh,
  hash,
  services,
  updatedAtOf,
  weeklyRefresh,
} from '@mock/domains/schedule/generate';
import { scheduleMeta, searchSailings } from '@mock/domains/schedule/rules';
import { isoInZone, wallToInstant, zoneOffset } from '@mock/domains/schedule/time';

import { DAY, HOUR, NOW, all, offsetOf, page, value } from './schedule-rule-helpers';

describe('the service table', () => {
  const portCodes = new Set(ports.map((port) => port.code));
  const carrierDict = dicts.find((dict) => dict.dictCode === 'carrier')?.dictId;
  const carrierCodes = new Set(
    dictItems.filter((item) => item.dictId === carrierDict).map((item) => item.value),
  );

  it('calls only at ports of the port list, each with a time zone, loading only in China', () => {
    for (const service of services) {
      for (const port of service.via) expect(portCodes).toContain(port.code);
      for (const call of [...service.loads, ...service.discharges]) {
        expect(portCodes).toContain(call.port.code);
        expect(portZone(call.port.code)).toBe(call.zone);
        expect(call.zone).toBeTruthy();
      }
      for (const load of service.loads) expect(load.port.countryCode).toBe('CN');
    }
  });

  it('has at least ten carriers of the carrier dictionary and 100 lanes from Chinese base ports', () => {
    const carriers = new Set(SERVICES.map((service) => service.carrier));
    expect(carriers.size).toBeGreaterThanOrEqual(10);
    for (const carrier of carriers) expect(carrierCodes).toContain(carrier);
    const lanes = new Set(
      services.flatMap((service) =>
        service.loads.flatMap((load) =>
          service.discharges.map((discharge) => `${load.port.code}-${discharge.port.code}`),
        ),
      ),
    );
    expect(lanes.size).toBeGreaterThanOrEqual(100);
  });

  it('runs Shanghai → Rotterdam with several carriers, direct and with transshipment', () => {
    const lane = (byPol.get('CNSHA') ?? []).filter(({ service }) =>
      service.discharges.some((call) => call.port.code === 'NLRTM'),
    );
    const direct = new Set(
      lane.filter(({ service }) => !service.via.length).map(({ service }) => service.carrier),
    );
    const transship = new Set(
      lane.filter(({ service }) => service.via.length).map(({ service }) => service.carrier),
    );
    expect(direct.size).toBeGreaterThanOrEqual(5);
    expect(transship.size).toBeGreaterThanOrEqual(2);
  });

  it('orders every cut-off rule SI, then VGM, then CY, all before the ETD day or on it', () => {
    const hours = ([days, hour]: readonly [number, number]) => -days * 24 + hour;
    for (const rule of Object.values(CUTOFF_RULES)) {
      const si = hours(rule.si);
      const cy = hours(rule.cy);
      // Without a VGM cut-off, the check falls back to the CY one (SI still first).
      const vgm = rule.vgm ? hours(rule.vgm) : cy;
      expect(si).toBeLessThan(vgm);
      expect(vgm).toBeLessThanOrEqual(cy);
      expect(rule.cy[0]).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('port time zones', () => {
  it('gives Rotterdam +01:00 in winter and +02:00 in summer, switching on the last Sunday of March', () => {
    expect(zoneOffset('Europe/Amsterdam', Date.UTC(2026, 0, 15))).toBe(HOUR);
    expect(zoneOffset('Europe/Amsterdam', Date.UTC(2026, 6, 15))).toBe(2 * HOUR);
    expect(zoneOffset('Europe/Amsterdam', Date.UTC(2026, 2, 29, 0, 59))).toBe(HOUR);
    expect(zoneOffset('Europe/Amsterdam', Date.UTC(2026, 2, 29, 1, 0))).toBe(2 * HOUR);
    expect(isoInZone('Europe/Amsterdam', Date.UTC(2026, 6, 15, 4))).toBe(
      '2026-07-15T06:00:00+02:00',
    );
  });

  it('handles negative, half-hour and southern-hemisphere offsets', () => {
    expect(isoInZone('America/New_York', Date.UTC(2026, 0, 15, 13))).toBe(
      '2026-01-15T08:00:00-05:00',
    );
    expect(isoInZone('America/New_York', Date.UTC(2026, 6, 15, 12))).toBe(
      '2026-07-15T08:00:00-04:00',
    );
    expect(isoInZone('Asia/Kolkata', Date.UTC(2026, 0, 15, 0))).toBe('2026-01-15T05:30:00+05:30');
    expect(isoInZone('Australia/Sydney', Date.UTC(2026, 0, 15, 0))).toBe(
      '2026-01-15T11:00:00+11:00',
    );
    expect(isoInZone('Australia/Sydney', Date.UTC(2026, 6, 15, 0))).toBe(
      '2026-07-15T10:00:00+10:00',
    );
    expect(isoInZone('Asia/Shanghai', Date.UTC(2026, 6, 15, 0))).toBe('2026-07-15T08:00:00+08:00');
  });

  it('turns a wall time into the instant whose local reading it is', () => {
    const wall = Date.UTC(2026, 9, 20, 6);
    for (const zone of [
      'Europe/London',
      'America/Los_Angeles',
      'Asia/Shanghai',
      'America/Sao_Paulo',
    ]) {
      const instant = wallToInstant(zone, wall);
      expect(isoInZone(zone, instant).slice(0, 19)).toBe('2026-10-20T06:00:00');
    }
  });
});

describe('sailing generation', () => {
  const shaRtm = () =>
    all({ pol: 'CNSHA', pod: 'NLRTM', etdFrom: '2026-01-05', etdTo: '2026-03-31' });

  it('gives every sailing a stable, unique id, a fleet vessel and a weekly voyage number', () => {
    const first = shaRtm();
    const second = shaRtm();
    expect(second).toEqual(first);
    expect(new Set(first.map((row) => row.id)).size).toBe(first.length);
    for (const row of first) {
      expect(row.id).toBe(`${row.carrier}-${row.service}-${row.voyage}-CNSHA-NLRTM`);
      expect(row.voyage).toMatch(/^\d{3,4}[WENS]$/);
      expect(row.vessel).toMatch(/^[A-Z0-9][A-Z0-9 -]+$/);
    }
    const aeu3 = first.filter((row) => row.service === 'AEU3');
    expect(aeu3.length).toBeGreaterThanOrEqual(12);
    expect(new Set(aeu3.map((row) => row.voyage)).size).toBe(aeu3.length);
    expect(new Set(aeu3.map((row) => row.vessel)).size).toBe(12);
  });

  it("writes ETD in the loading port's offset and ETA in the discharge port's, with DST", () => {
    const winter = all({ pol: 'CNSHA', pod: 'NLRTM', etdFrom: '2026-01-05', etdTo: '2026-01-20' });
    const summer = all({ pol: 'CNSHA', pod: 'NLRTM', etdFrom: '2026-06-01', etdTo: '2026-06-20' });
    expect(winter.length).toBeGreaterThan(0);
    expect(summer.length).toBeGreaterThan(0);
    for (const row of [...winter, ...summer]) expect(offsetOf(row.etd)).toBe('+08:00');
    for (const row of winter) expect(offsetOf(row.eta)).toBe('+01:00');
    for (const row of summer) expect(offsetOf(row.eta)).toBe('+02:00');
    const la = all({ pol: 'CNSHA', pod: 'USLAX', etdFrom: '2026-06-01', etdTo: '2026-06-20' });
    for (const row of la) expect(offsetOf(row.eta)).toBe('-07:00');
  });

  it("counts transit days as whole days from ETD to ETA, within each trade's usual range", () => {
    const check = (rows: Sailing[], [min, max]: [number, number]) => {
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const elapsed = Date.parse(row.eta) - Date.parse(row.etd);
        expect(row.transitDays).toBe(Math.floor(elapsed / DAY));
        expect(row.transitDays).toBeGreaterThanOrEqual(min);
        expect(row.transitDays).toBeLessThanOrEqual(max);
      }
    };
    const europe = shaRtm();
    check(
      europe.filter((row) => row.direct),
      [30, 38],
    );
    check(
      europe.filter((row) => !row.direct),
      [34, 46],
    );
    check(
      all({ pol: 'CNSHA', pod: 'USLAX', etdFrom: '2026-03-01', etdTo: '2026-04-30' }),
      [13, 20],
    );
    check(all({ pol: 'CNSHA', pod: 'JPTYO', etdFrom: '2026-03-01', etdTo: '2026-04-30' }), [2, 10]);
    check(all({ pol: 'CNNGB', pod: 'SGSIN', etdFrom: '2026-03-01', etdTo: '2026-04-30' }), [3, 10]);
  });

  it('lists the transshipment ports of a sailing that changes vessel, none for a direct one', () => {
    for (const row of shaRtm()) {
      expect(row.transshipments.length === 0).toBe(row.direct);
    }
  });

  it("puts cut-offs before the ETD in the loading port's time, SI before VGM before or with CY", () => {
    const rows = all({ pol: 'CNSHA', etdFrom: '2026-03-01', etdTo: '2026-03-31' });
    expect(rows.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const row of rows) {
      const etd = Date.parse(row.etd);
      const { cy, si, vgm } = row.cutoffs;
      expect(cy).not.toBeNull();
      const known = [si, vgm, cy].filter((cutoff): cutoff is string => cutoff !== null);
      for (const cutoff of known) {
        expect(offsetOf(cutoff)).toBe(offsetOf(row.etd));
        expect(Date.parse(cutoff)).toBeLessThan(etd);
        expect(etd - Date.parse(cutoff)).toBeLessThanOrEqual(4 * DAY);
      }
      // SI, VGM, CY in this order (VGM may share CY's time); a null one is simply skipped.
      const times = known.map((cutoff) => Date.parse(cutoff));
      if (si && times[0] === times[1]) wrong.push(row.id);
      if (times.some((time, index) => index > 0 && time < (times[index - 1] ?? 0)))
        wrong.push(row.id);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves a cut-off the source lacks null: no VGM for services without one, SI for a hashed share', () => {
    const rows = all({ pol: 'CNSHA', etdFrom: '2026-03-01', etdTo: '2026-05-31' });
    const noVgm = new Set(
      SERVICES.filter((service) => CUTOFF_RULES[service.cutoff].vgm === null).map(
        (service) => `${service.carrier}-${service.code}`,
      ),
    );
    expect(noVgm.size).toBeGreaterThan(0);
    for (const row of rows) {
      const withoutVgm = noVgm.has(`${row.carrier}-${row.service}`);
      expect(row.cutoffs.vgm === null).toBe(withoutVgm);
      expect(row.cutoffs.si === null).toBe(hash(row.id) % 100 < SI_MISSING_PER_100);
    }
    const missingSi = rows.filter((row) => row.cutoffs.si === null).length;
    expect(missingSi).toBeGreaterThan(rows.length * 0.05);
    expect(missingSi).toBeLessThan(rows.length * 0.2);
    // The same sailing asked again, in the other language, keeps its nulls.
    const again = all({ pol: 'CNSHA', etdFrom: '2026-03-01', etdTo: '2026-05-31' });
    expect(again.map((row) => row.cutoffs)).toEqual(rows.map((row) => row.cutoffs));
  });

  it("names the source: the carrier in the reader's language, or the schedule partner", () => {
    const zh = value(
      searchSailings({ pol: 'CNSHA', pod: 'NLRTM', carrier: 'COSU', size: 1 }, NOW, 'zh'),
    );
    const en = value(
      searchSailings({ pol: 'CNSHA', pod: 'NLRTM', carrier: 'COSU', size: 1 }, NOW, 'en'),
    );
    expect(zh.records[0]?.source).toEqual({ kind: 'carrier', name: '中远海运集运' });
    expect(en.records[0]?.source).toEqual({ kind: 'carrier', name: 'COSCO Shipping Lines' });
    const partner = page({ pol: 'CNSHA', pod: 'NLRTM', carrier: 'WHLC', size: 1 });
    expect(partner.records[0]?.source).toEqual({ kind: 'partner', name: 'Schedule partner' });
  });
});

describe('updatedAt', () => {
  it("is today's 06:00 China run for sailings within 21 days, this Monday's run for later ones", () => {
    expect(new Date(dailyRefresh(NOW)).toISOString()).toBe('2026-01-09T22:00:00.000Z');
    expect(new Date(dailyRefresh(Date.UTC(2026, 0, 9, 21))).toISOString()).toBe(
      '2026-01-08T22:00:00.000Z',
    );
    expect(new Date(weeklyRefresh(NOW)).toISOString()).toBe('2026-01-04T22:00:00.000Z');
    expect(updatedAtOf(NOW + 3 * DAY, NOW)).toBe(dailyRefresh(NOW));
    expect(updatedAtOf(NOW + 30 * DAY, NOW)).toBe(weeklyRefresh(NOW));
    expect(updatedAtOf(NOW - 3 * DAY, NOW)).toBe(dailyRefresh(NOW - 3 * DAY));
  });

  it('is never after now, whatever the sailing', () => {
    for (const at of [NOW, Date.UTC(2026, 6, 6, 21, 59), Date.UTC(2027, 2, 1, 0, 0)]) {
      const rows = value(
        searchSailings(
          { pod: 'NLRTM', etdFrom: '2026-01-05', etdTo: '2026-04-05', size: 50 },
          at,
          'en',
        ),
      );
      for (const row of rows.records) expect(Date.parse(row.updatedAt)).toBeLessThanOrEqual(at);
      expect(Date.parse(scheduleMeta(at).updatedAt)).toBeLessThanOrEqual(at);
    }
  });
});
