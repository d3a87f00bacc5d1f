import { milestoneTimeProblem } from '@/features/shipment/utils/time-rules';
import {
  instantOfWall,
  isoAt,
  wallAt,
  wallOfIso,
  zoneOffset,
  zoneText,
} from '@/features/shipment/utils/zone-time';

describe('zone-time', () => {
  it('reads an IANA zone’s offset across a change of the clocks', () => {
    expect(zoneOffset('Europe/Amsterdam', Date.parse('2026-07-01T12:00:00Z'))).toBe(120);
    expect(zoneOffset('Europe/Amsterdam', Date.parse('2026-12-01T12:00:00Z'))).toBe(60);
    expect(zoneOffset('UTC+05:30', 0)).toBe(330);
    expect(zoneOffset('UTC', 0)).toBe(0);
  });

  it('turns a wall time at the port into the instant and back', () => {
    const instant = instantOfWall('America/Los_Angeles', '2026-11-27T09:15');
    expect(instant).toBe(Date.parse('2026-11-27T17:15:00Z'));
    expect(wallAt('America/Los_Angeles', instant ?? 0)).toBe('2026-11-27T09:15');
    expect(isoAt('America/Los_Angeles', instant ?? 0)).toBe('2026-11-27T09:15:00-08:00');
    expect(isoAt('UTC+01:00', instant ?? 0)).toBe('2026-11-27T18:15:00+01:00');
    expect(instantOfWall('Asia/Shanghai', 'not a time')).toBeUndefined();
  });

  it('names the zone and reads an ISO string as the port wrote it', () => {
    expect(zoneText('Asia/Shanghai', 0)).toBe('Asia/Shanghai, UTC+8');
    expect(zoneText('UTC-03:30', 0)).toBe('UTC-3:30');
    expect(wallOfIso('2026-11-27T14:30:00+08:00')).toEqual({
      wall: '2026-11-27 14:30',
      offset: 'UTC+8',
    });
  });
});

describe('milestoneTimeProblem', () => {
  const now = Date.parse('2026-11-27T06:00:00Z');
  const bounds = { notBefore: '2026-11-26T10:00:00+08:00', notAfter: '2026-11-27T12:00:00+08:00' };

  it.each([
    [undefined, 'required'],
    ['2026-11-27T14:01', 'inFuture'],
    ['2026-11-26T09:59', 'beforePrevious'],
    ['2026-11-26T10:00', undefined],
    ['2026-11-27T12:01', 'afterNext'],
    ['2026-11-27T11:00', undefined],
  ])('says %s is %s (Shanghai)', (wall, problem) => {
    expect(milestoneTimeProblem('Asia/Shanghai', wall, bounds, now)).toBe(problem);
  });
});
