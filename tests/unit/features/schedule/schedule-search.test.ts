import { addDays, chinaToday, daysBetween, isDay } from '@/contract/common/calendar';
import {
  canSearch,
  formatScheduleSearch,
  parseScheduleSearch,
  toSailingQuery,
  toWeekQuery,
} from '@/features/schedule/utils/schedule-search';

const TODAY = '2026-11-21';
const parse = (text: string) => parseScheduleSearch(new URLSearchParams(text), TODAY);

describe('dates', () => {
  it("takes today from China's calendar", () => {
    expect(chinaToday(Date.parse('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
    expect(chinaToday(Date.parse('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
  });

  it('adds whole days across months and years and counts them back', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-21', '2026-12-18')).toBe(27);
  });

  it('accepts only real calendar days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
  });
});

describe('parseScheduleSearch', () => {
  it('defaults to today and the 27 days after it, ETD ascending, page 1', () => {
    expect(parse('')).toEqual({
      from: '2026-11-21',
      to: '2026-12-18',
      sort: 'etd',
      order: 'asc',
      page: 1,
      view: 'list',
    });
  });

  it('reads every key of the address', () => {
    expect(
      parse(
        'pol=cnsha&pod=NLRTM&from=2026-12-01&to=2026-12-31&carrier=MAEU&routing=direct&sort=transit&order=desc&page=3&week=2026-12-08&view=week',
      ),
    ).toEqual({
      pol: 'CNSHA',
      pod: 'NLRTM',
      from: '2026-12-01',
      to: '2026-12-31',
      carrier: 'MAEU',
      routing: 'direct',
      sort: 'transit',
      order: 'desc',
      page: 3,
      week: '2026-12-08',
      view: 'week',
    });
  });

  it('drops invalid values and puts a reversed range in order', () => {
    const search = parse(
      'pol=Shanghai&pod=NL&from=2026-12-31&to=2026-12-01&carrier=m-a&routing=air&sort=price&order=up&page=0&week=monday&view=grid',
    );
    expect(search).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
      sort: 'etd',
      order: 'asc',
      page: 1,
      view: 'list',
    });
  });
});

describe('formatScheduleSearch', () => {
  it('writes defaults out and keeps a fixed key order', () => {
    expect(formatScheduleSearch(parse('pod=NLRTM&pol=CNSHA'), TODAY).toString()).toBe(
      'pol=CNSHA&pod=NLRTM',
    );
  });

  it('round-trips a full search', () => {
    const text =
      'pol=CNSHA&pod=NLRTM&from=2026-12-01&to=2026-12-31&carrier=MAEU&routing=transship&sort=eta&order=desc&page=2&week=2026-12-08&view=week';
    expect(formatScheduleSearch(parse(text), TODAY).toString()).toBe(text);
  });
});

describe('queries', () => {
  it('need a port before searching', () => {
    expect(canSearch(parse(''))).toBe(false);
    expect(canSearch(parse('pod=NLRTM'))).toBe(true);
  });

  it('become the page and week calls', () => {
    const search = parse('pol=CNSHA&pod=NLRTM&carrier=MAEU&page=2');
    expect(toSailingQuery(search)).toEqual({
      pol: 'CNSHA',
      pod: 'NLRTM',
      carrier: 'MAEU',
      etdFrom: '2026-11-21',
      etdTo: '2026-12-18',
      sort: 'etd',
      order: 'asc',
      current: 2,
      size: 10,
    });
    expect(toWeekQuery(search)).toEqual({
      pol: 'CNSHA',
      pod: 'NLRTM',
      carrier: 'MAEU',
      weekStart: '2026-11-21',
    });
  });
});
