import { formatPortTime, offsetLabel, portTime } from '@/utils/port-time';

describe('portTime', () => {
  it('reads the wall date, time and offset written in the string, without converting', () => {
    expect(portTime('2026-01-05T23:30:00+09:00')).toEqual({
      date: '2026-01-05',
      time: '23:30',
      offset: 'UTC+9',
    });
  });

  it('gives nothing for a string that is not ISO 8601 with an offset', () => {
    expect(portTime('2026-01-05 23:30')).toBeUndefined();
  });
});

describe('offsetLabel', () => {
  it.each([
    ['+08:00', 'UTC+8'],
    ['-04:00', 'UTC-4'],
    ['+05:30', 'UTC+5:30'],
    ['Z', 'UTC'],
    ['+00:00', 'UTC'],
  ])('writes %s as %s', (offset, label) => {
    expect(offsetLabel(offset)).toBe(label);
  });
});

describe('formatPortTime', () => {
  it('names an IANA zone after the offset', () => {
    expect(formatPortTime('2026-01-05T08:00:00+07:00', 'Asia/Bangkok')).toBe(
      '2026-01-05 08:00 UTC+7 Asia/Bangkok',
    );
  });

  it('leaves a UTC zone unnamed (the offset says it), and a bad string as it came', () => {
    expect(formatPortTime('2026-01-05T08:00:00Z', 'UTC')).toBe('2026-01-05 08:00 UTC');
    expect(formatPortTime('soon')).toBe('soon');
  });
});
