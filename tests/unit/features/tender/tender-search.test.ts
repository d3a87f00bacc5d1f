import { describe, expect, it } from 'vitest';

import {
  DEFAULT_SEARCH,
  HALL_FIELDS,
  formatTenderSearch,
  hasFilters,
  isDay,
  laneTenderOf,
  parseTenderSearch,
  toTenderQuery,
  type TenderSearch,
} from '@/features/tender/utils/tender-search';

const parse = (query: string, fields?: Parameters<typeof parseTenderSearch>[1]) =>
  parseTenderSearch(new URLSearchParams(query), fields);

describe('parseTenderSearch', () => {
  it('gives the defaults (open, newest first, page 1) for an empty address', () => {
    expect(parse('')).toEqual(DEFAULT_SEARCH);
    expect(DEFAULT_SEARCH).toEqual({ status: 'open', sort: 'newest', order: 'desc', current: 1 });
  });

  it('reads every field of a valid address', () => {
    const search = parse(
      'pol=CNSHA&pod=uslax&shipmentType=FCL&containerType=40HQ&quantityMin=2&quantityMax=10' +
        '&cargoType=reefer&currency=USD&budgetMin=100&budgetMax=2500.50&readyFrom=2026-12-01' +
        '&readyTo=2026-12-31&deadlineFrom=2026-11-22&deadlineTo=2026-11-30&status=all' +
        '&keyword=%20toys%20&sort=budget&order=asc&page=3',
    );
    expect(search).toEqual({
      pol: 'CNSHA',
      pod: 'USLAX',
      shipmentType: 'FCL',
      containerType: '40HQ',
      quantityMin: 2,
      quantityMax: 10,
      cargoType: 'reefer',
      currency: 'USD',
      budgetMin: '100',
      budgetMax: '2500.50',
      readyFrom: '2026-12-01',
      readyTo: '2026-12-31',
      deadlineFrom: '2026-11-22',
      deadlineTo: '2026-11-30',
      status: 'all',
      keyword: 'toys',
      sort: 'budget',
      order: 'asc',
      current: 3,
    });
  });

  it.each([
    ['pol=SHANGHAI', 'pol'],
    ['pod=C1', 'pod'],
    ['shipmentType=AIR', 'shipmentType'],
    ['containerType=10GP', 'containerType'],
    ['quantityMin=0', 'quantityMin'],
    ['quantityMax=1000', 'quantityMax'],
    ['quantityMin=2.5', 'quantityMin'],
    ['cargoType=explosive', 'cargoType'],
    ['currency=EUR', 'currency'],
    ['budgetMin=-5', 'budgetMin'],
    ['budgetMax=1e5', 'budgetMax'],
    ['budgetMax=12.345', 'budgetMax'],
    ['readyFrom=2026-02-30', 'readyFrom'],
    ['readyTo=tomorrow', 'readyTo'],
    ['deadlineFrom=2026-1-2', 'deadlineFrom'],
    ['keyword=%20%20', 'keyword'],
  ])('ignores the invalid value in %s', (query, field) => {
    expect(parse(query)).not.toHaveProperty(field);
    expect(parse(query)).toMatchObject(DEFAULT_SEARCH);
  });

  it.each([
    ['status=deleted', { status: 'open' }],
    ['sort=price', { sort: 'newest' }],
    ['order=sideways', { order: 'desc' }],
    ['page=0', { current: 1 }],
    ['page=-2', { current: 1 }],
    ['page=abc', { current: 1 }],
  ])('falls back to the default for %s', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it.each([
    ['quantityMin=5&quantityMax=2', ['quantityMin', 'quantityMax']],
    ['budgetMin=100.5&budgetMax=100.49', ['budgetMin', 'budgetMax']],
    ['readyFrom=2026-12-02&readyTo=2026-12-01', ['readyFrom', 'readyTo']],
    ['deadlineFrom=2027-01-01&deadlineTo=2026-12-31', ['deadlineFrom', 'deadlineTo']],
  ])('drops a reversed range (%s)', (query, fields) => {
    const search = parse(query);
    for (const field of fields) expect(search).not.toHaveProperty(field);
  });

  it('keeps a range whose bounds are equal', () => {
    expect(parse('budgetMin=100&budgetMax=100.00')).toMatchObject({
      budgetMin: '100',
      budgetMax: '100.00',
    });
  });

  it('compares budgets as money, not as text', () => {
    expect(parse('budgetMin=9&budgetMax=10')).toMatchObject({ budgetMin: '9', budgetMax: '10' });
  });

  it('understands only the fields it is given (the hall ignores the search-only ones)', () => {
    expect(parse('pol=CNSHA&keyword=toys&cargoType=reefer&status=closed', HALL_FIELDS)).toEqual({
      ...DEFAULT_SEARCH,
      pol: 'CNSHA',
      status: 'closed',
    });
  });

  it('cuts a very long keyword', () => {
    expect(parse(`keyword=${'x'.repeat(80)}`).keyword).toHaveLength(50);
  });
});

describe('formatTenderSearch', () => {
  it('writes nothing for the defaults', () => {
    expect(formatTenderSearch(DEFAULT_SEARCH)).toBe('');
  });

  it('writes the keys in a fixed order, leaving defaults out', () => {
    const search: TenderSearch = {
      ...DEFAULT_SEARCH,
      keyword: '电子 产品',
      pod: 'USLAX',
      pol: 'CNSHA',
      current: 2,
    };
    expect(formatTenderSearch(search)).toBe(
      'pol=CNSHA&pod=USLAX&keyword=%E7%94%B5%E5%AD%90+%E4%BA%A7%E5%93%81&page=2',
    );
  });

  it('writes a non-default status, sort and order', () => {
    expect(
      formatTenderSearch({ ...DEFAULT_SEARCH, status: 'all', sort: 'deadline', order: 'asc' }),
    ).toBe('status=all&sort=deadline&order=asc');
  });

  it('round-trips every field through the address', () => {
    const search: TenderSearch = {
      pol: 'CNNGB',
      pod: 'DEHAM',
      shipmentType: 'LCL',
      containerType: '20GP',
      quantityMin: 1,
      quantityMax: 999,
      cargoType: 'dangerous',
      currency: 'CNY',
      budgetMin: '0.5',
      budgetMax: '9999999999.99',
      readyFrom: '2026-12-01',
      readyTo: '2027-02-28',
      deadlineFrom: '2026-11-21',
      deadlineTo: '2026-11-21',
      status: 'awarded',
      keyword: 'HS 8471 & co?',
      sort: 'bidCount',
      order: 'asc',
      current: 7,
    };
    expect(parse(formatTenderSearch(search))).toEqual(search);
  });
});

describe('toTenderQuery', () => {
  it('asks for one page of the default size and the chosen status', () => {
    expect(toTenderQuery({ ...DEFAULT_SEARCH, pol: 'CNSHA', current: 2 })).toEqual({
      pol: 'CNSHA',
      status: 'open',
      sort: 'newest',
      order: 'desc',
      current: 2,
      size: 10,
    });
  });

  it('sends no status for any status', () => {
    expect(toTenderQuery({ ...DEFAULT_SEARCH, status: 'all' })).not.toHaveProperty('status');
  });
});

describe('hasFilters', () => {
  it('is false for status and paging alone and true with a field', () => {
    expect(hasFilters({ ...DEFAULT_SEARCH, status: 'all', current: 3 }, HALL_FIELDS)).toBe(false);
    expect(hasFilters({ ...DEFAULT_SEARCH, containerType: '40HQ' }, HALL_FIELDS)).toBe(true);
  });
});

describe('isDay', () => {
  it.each([
    ['2026-11-21', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['20261121', false],
  ])('%s → %s', (text, expected) => {
    expect(isDay(text)).toBe(expected);
  });
});

describe('laneTenderOf', () => {
  it('carries the ports, shipment and container type, and the first ready day of a search', () => {
    const search = parse(
      'pol=CNSHA&pod=PGPOM&shipmentType=FCL&containerType=40HQ&quantityMin=2&readyFrom=2026-12-10&readyTo=2026-12-20&keyword=tools',
    );
    expect(laneTenderOf(search)).toEqual({
      pol: 'CNSHA',
      pod: 'PGPOM',
      shipmentType: 'FCL',
      containerType: '40HQ',
      readyDate: '2026-12-10',
    });
  });

  it('leaves out what the search does not say', () => {
    expect(laneTenderOf(parse('pod=NLRTM&readyTo=2026-12-20'))).toEqual({ pod: 'NLRTM' });
  });
});
