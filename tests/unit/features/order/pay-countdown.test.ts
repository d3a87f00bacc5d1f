import { formatMinutesSeconds, secondsUntil } from '@/features/order/utils/pay-countdown';

describe('secondsUntil', () => {
  const until = '2026-01-10T10:30:00+08:00';
  const at = Date.parse(until);

  it('counts whole seconds left, rounding a part second up', () => {
    expect(secondsUntil(until, at - 90_000)).toBe(90);
    expect(secondsUntil(until, at - 500)).toBe(1);
  });

  it('is zero at and after the moment', () => {
    expect(secondsUntil(until, at)).toBe(0);
    expect(secondsUntil(until, at + 5_000)).toBe(0);
  });
});

describe('formatMinutesSeconds', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [125, '02:05'],
    [30 * 60, '30:00'],
    [75 * 60 + 1, '75:01'],
  ])('shows %i s as %s', (seconds, text) => {
    expect(formatMinutesSeconds(seconds)).toBe(text);
  });
});
