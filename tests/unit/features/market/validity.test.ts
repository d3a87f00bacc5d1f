import { addDays, chinaToday, isDay } from '@/contract/common/calendar';
import { isExpired, listingStatusOn, validityProblem } from '@/contract/market/validity';

describe('listing validity rules', () => {
  it('knows real days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-1-5')).toBe(false);
  });

  it('takes today from the China date (UTC+8)', () => {
    // 2026-01-09 16:30 UTC is already 10 January in China.
    expect(chinaToday(Date.UTC(2026, 0, 9, 16, 30))).toBe('2026-01-10');
    expect(chinaToday(Date.UTC(2026, 0, 9, 15, 59))).toBe('2026-01-09');
    expect(addDays('2026-01-30', 3)).toBe('2026-02-02');
  });

  it('checks the window: required, real, from not before today, to after from, at most a year', () => {
    const today = '2026-01-10';
    expect(validityProblem('2026-01-10', '2026-01-11', today)).toBeUndefined();
    expect(validityProblem(undefined, '2026-01-11', today)).toEqual({
      field: 'validFrom',
      reason: 'required',
    });
    expect(validityProblem('2026-01-32', '2026-02-11', today)).toEqual({
      field: 'validFrom',
      reason: 'invalid',
    });
    expect(validityProblem('2026-01-09', '2026-02-11', today)).toEqual({
      field: 'validFrom',
      reason: 'beforeToday',
    });
    expect(validityProblem('2026-01-12', '2026-01-12', today)).toEqual({
      field: 'validTo',
      reason: 'notAfterFrom',
    });
    expect(validityProblem('2026-01-12', '', today)).toEqual({
      field: 'validTo',
      reason: 'required',
    });
    expect(validityProblem('2026-01-12', '2027-02-12', today)).toEqual({
      field: 'validTo',
      reason: 'tooLong',
    });
  });

  it('lets an edit keep a past validFrom but not a past validTo', () => {
    const options = { checkFromNotPast: false };
    expect(validityProblem('2025-12-01', '2026-01-20', '2026-01-10', options)).toBeUndefined();
    expect(validityProblem('2025-12-01', '2026-01-09', '2026-01-10', options)).toEqual({
      field: 'validTo',
      reason: 'beforeToday',
    });
  });

  it('reads a listing as expired once its validTo day is over', () => {
    expect(isExpired('2026-01-10', '2026-01-10')).toBe(false);
    expect(isExpired('2026-01-09', '2026-01-10')).toBe(true);
    expect(listingStatusOn('on', '2026-01-09', '2026-01-10')).toBe('expired');
    expect(listingStatusOn('off', '2026-01-09', '2026-01-10')).toBe('expired');
    expect(listingStatusOn('off', '2026-01-10', '2026-01-10')).toBe('off');
  });
});
