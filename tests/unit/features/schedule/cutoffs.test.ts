import { cutoffStatus, formatPortTime, nextCutoff } from '@/features/schedule/utils/cutoffs';

const NOW = Date.parse('2026-11-21T10:00:00+08:00');

describe('cutoffStatus', () => {
  it('is ahead while the cut-off is still to come', () => {
    expect(cutoffStatus('2026-11-21T10:00:01+08:00', NOW)).toBe('ahead');
  });

  it('is passed from the cut-off moment on, whatever the offset it is written in', () => {
    expect(cutoffStatus('2026-11-21T10:00:00+08:00', NOW)).toBe('passed');
    expect(cutoffStatus('2026-11-21T02:00:00Z', NOW)).toBe('passed');
    expect(cutoffStatus('2026-11-21T03:30:00+01:00', NOW)).toBe('ahead');
  });

  it('is unknown when the source gives none (null) or an unreadable value', () => {
    expect(cutoffStatus(null, NOW)).toBe('unknown');
    expect(cutoffStatus('soon', NOW)).toBe('unknown');
  });
});

describe('nextCutoff', () => {
  it('picks the earliest cut-off still ahead and skips passed and unknown ones', () => {
    expect(
      nextCutoff(
        {
          cy: '2026-11-21T09:00:00+08:00',
          si: '2026-11-23T12:00:00+08:00',
          vgm: null,
        },
        NOW,
      ),
    ).toEqual({ kind: 'si', at: '2026-11-23T12:00:00+08:00' });
  });

  it('compares instants, not the written wall time', () => {
    expect(
      nextCutoff(
        { cy: '2026-11-22T08:00:00+08:00', si: '2026-11-21T22:00:00-05:00', vgm: null },
        NOW,
      )?.kind,
    ).toBe('cy');
  });

  it('is undefined when none is ahead', () => {
    expect(nextCutoff({ cy: null, si: null, vgm: '2026-11-20T12:00:00+08:00' }, NOW)).toBe(
      undefined,
    );
  });
});

describe('formatPortTime', () => {
  it("keeps the port's own wall time and zone (no conversion to the reader's zone)", () => {
    expect(formatPortTime('2026-11-25T18:00:00+08:00')).toBe('11-25 18:00 (UTC+8)');
    expect(formatPortTime('2026-11-25T18:00:00-08:00', true)).toBe('2026-11-25 18:00 (UTC-8)');
  });

  it('gives back an unreadable value as it is', () => {
    expect(formatPortTime('2026-11-25')).toBe('2026-11-25');
  });
});
