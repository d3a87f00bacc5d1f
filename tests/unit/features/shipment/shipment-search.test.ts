import {
  formatShipmentSearch,
  parseShipmentSearch,
} from '@/features/shipment/utils/shipment-search';

describe('parseShipmentSearch', () => {
  it('reads the status, the late switch and the page', () => {
    expect(parseShipmentSearch(new URLSearchParams('status=departed&late=1&page=3'))).toEqual({
      status: 'departed',
      late: true,
      current: 3,
    });
  });

  it('drops an unknown status and a page that is not a whole number', () => {
    expect(parseShipmentSearch(new URLSearchParams('status=sailing&late=yes&page=x'))).toEqual({
      status: undefined,
      late: false,
      current: 1,
    });
  });
});

describe('formatShipmentSearch', () => {
  it('leaves the defaults out', () => {
    expect(formatShipmentSearch({ status: undefined, late: false, current: 1 }).toString()).toBe(
      '',
    );
    expect(formatShipmentSearch({ status: 'booked', late: true, current: 2 }).toString()).toBe(
      'status=booked&late=1&page=2',
    );
  });
});
