import {
  defaultRoleFor,
  orderListSearch,
  parseOrderListQuery,
} from '@/features/order/utils/order-list-query';

describe('defaultRoleFor', () => {
  it('opens shippers on what they pay and carriers on what they are paid', () => {
    expect(defaultRoleFor(1)).toBe('payer');
    expect(defaultRoleFor(2)).toBe('payee');
    expect(defaultRoleFor(3)).toBe('payee');
    expect(defaultRoleFor(undefined)).toBe('payer');
  });
});

describe('parseOrderListQuery', () => {
  const parse = (search: string) => parseOrderListQuery(new URLSearchParams(search), 'payee');

  it('reads the side, status and page from the address', () => {
    expect(parse('role=payer&status=paid&page=3')).toEqual({
      role: 'payer',
      status: 'paid',
      page: 3,
    });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(parse('')).toEqual({ role: 'payee', status: undefined, page: 1 });
    expect(parse('role=admin&status=refunded&page=-2')).toEqual({
      role: 'payee',
      status: undefined,
      page: 1,
    });
    expect(parse('page=1.5')).toMatchObject({ page: 1 });
  });
});

describe('orderListSearch', () => {
  it('writes the query back, leaving out page 1 and no status', () => {
    expect(orderListSearch({ role: 'payer', page: 1 })).toEqual({
      role: 'payer',
      status: undefined,
      page: undefined,
    });
    expect(orderListSearch({ role: 'payee', status: 'unpaid', page: 2 })).toEqual({
      role: 'payee',
      status: 'unpaid',
      page: 2,
    });
  });
});
