import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';

import { fromFormValues, toFormValues } from '@/features/tender/utils/search-form';
import { DEFAULT_SEARCH, type TenderSearch } from '@/features/tender/utils/tender-search';

describe('toFormValues / fromFormValues', () => {
  it('round-trips every filter through the form', () => {
    const search: TenderSearch = {
      ...DEFAULT_SEARCH,
      pol: 'CNSHA',
      pod: 'USLAX',
      shipmentType: 'FCL',
      containerType: '40HQ',
      quantityMin: 2,
      quantityMax: 8,
      cargoType: 'general',
      currency: 'USD',
      budgetMin: '100',
      budgetMax: '2000.5',
      readyFrom: '2026-12-01',
      readyTo: '2026-12-31',
      deadlineFrom: '2026-11-22',
      deadlineTo: '2026-11-30',
      status: 'all',
      keyword: 'toys',
    };
    const { sort: _sort, order: _order, current: _current, ...filters } = search;
    expect(fromFormValues(toFormValues(search))).toEqual(filters);
  });

  it('gives an empty form for the defaults, with every field present so old input is cleared', () => {
    const values = toFormValues(DEFAULT_SEARCH);
    expect(values).toEqual({
      pol: undefined,
      pod: undefined,
      shipmentType: undefined,
      containerType: undefined,
      quantityMin: null,
      quantityMax: null,
      cargoType: undefined,
      currency: undefined,
      budgetMin: undefined,
      budgetMax: undefined,
      ready: null,
      deadline: null,
      status: 'open',
      keyword: undefined,
    });
    expect(Object.keys(values)).toHaveLength(14);
  });

  it('keeps an open-ended date range and trims text', () => {
    const filters = fromFormValues({
      status: 'open',
      ready: [null, dayjs('2027-01-15')],
      deadline: [dayjs('2026-11-25'), null],
      keyword: '   ',
      budgetMin: ' 50 ',
    });
    expect(filters).toMatchObject({
      readyTo: '2027-01-15',
      deadlineFrom: '2026-11-25',
      budgetMin: '50',
    });
    expect(filters.readyFrom).toBeUndefined();
    expect(filters.deadlineTo).toBeUndefined();
    expect(filters.keyword).toBeUndefined();
  });
});
