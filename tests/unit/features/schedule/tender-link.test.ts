import { paths } from '@/config/paths';
import { laneTenderFor, laneTenderOf, readyDateFor } from '@/features/schedule/utils/tender-link';

const NOW = Date.parse('2026-11-21T10:00:00+08:00');
const lane = {
  pol: { code: 'CNSHA', name: '上海', nameEn: 'Shanghai', countryCode: 'CN', region: 'east-asia' },
  pod: {
    code: 'NLRTM',
    name: '鹿特丹',
    nameEn: 'Rotterdam',
    countryCode: 'NL',
    region: 'north-europe',
  },
};

describe('readyDateFor', () => {
  it("is the day before the CY cut-off's day at the port of loading", () => {
    const sailing = {
      etd: '2026-12-05T18:00:00+08:00',
      cutoffs: { cy: '2026-12-03T00:30:00+08:00', si: null, vgm: null },
    };
    expect(readyDateFor(sailing, NOW)).toBe('2026-12-02');
  });

  it("uses the port's own calendar day, not China's", () => {
    // 23:00 in Los Angeles on 3 Dec is already 4 Dec in China.
    const sailing = {
      etd: '2026-12-06T18:00:00-08:00',
      cutoffs: { cy: '2026-12-03T23:00:00-08:00', si: null, vgm: null },
    };
    expect(readyDateFor(sailing, NOW)).toBe('2026-12-02');
  });

  it('is ETD − 3 days when the CY cut-off is unknown', () => {
    const sailing = {
      etd: '2026-12-01T06:00:00+08:00',
      cutoffs: { cy: null, si: '2026-11-28T12:00:00+08:00', vgm: null },
    };
    expect(readyDateFor(sailing, NOW)).toBe('2026-11-28');
  });

  it('is left out when that day is not after today in China', () => {
    const tomorrowCy = {
      etd: '2026-11-25T06:00:00+08:00',
      cutoffs: { cy: '2026-11-22T12:00:00+08:00', si: null, vgm: null },
    };
    expect(readyDateFor(tomorrowCy, NOW)).toBe(undefined);
    const dayAfter = {
      ...tomorrowCy,
      cutoffs: { ...tomorrowCy.cutoffs, cy: '2026-11-23T12:00:00+08:00' },
    };
    expect(readyDateFor(dayAfter, NOW)).toBe('2026-11-22');
  });
});

describe('laneTenderFor', () => {
  it('links the tender form with the lane, FCL and the ready date', () => {
    const sailing = {
      ...lane,
      etd: '2026-12-05T18:00:00+08:00',
      cutoffs: { cy: '2026-12-03T12:00:00+08:00', si: null, vgm: null },
    };
    expect(paths.business.tenderIssue.href(laneTenderFor(sailing, NOW))).toBe(
      '/business/tenderIssue?pol=CNSHA&pod=NLRTM&shipmentType=FCL&readyDate=2026-12-02',
    );
  });

  it('leaves the ready date out when it would not be after today', () => {
    const sailing = {
      ...lane,
      etd: '2026-11-22T18:00:00+08:00',
      cutoffs: { cy: null, si: null, vgm: null },
    };
    expect(paths.business.tenderIssue.href(laneTenderFor(sailing, NOW))).toBe(
      '/business/tenderIssue?pol=CNSHA&pod=NLRTM&shipmentType=FCL',
    );
  });
});

describe('laneTenderOf', () => {
  it('takes the ports searched and cargo ready 3 days before the first ETD day', () => {
    expect(laneTenderOf({ pol: 'CNSHA', pod: 'PGPOM', from: '2026-12-10' }, NOW)).toEqual({
      pol: 'CNSHA',
      pod: 'PGPOM',
      readyDate: '2026-12-07',
    });
  });

  it('leaves the ready date out when it would not be after today, as for a search from today', () => {
    expect(laneTenderOf({ pol: 'CNSHA', from: '2026-11-21' }, NOW).readyDate).toBe(undefined);
    expect(laneTenderOf({ pod: 'NLRTM', from: '2026-11-24' }, NOW).readyDate).toBe(undefined);
    expect(laneTenderOf({ pod: 'NLRTM', from: '2026-11-25' }, NOW).readyDate).toBe('2026-11-22');
  });
});
