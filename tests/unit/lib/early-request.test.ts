import { afterEach, describe, expect, it, vi } from 'vitest';

import { TOKEN_REFRESH_INTERVAL_MS } from '@/config/constants';
import {
  EARLY_REQUEST_MAX_AGE_MS,
  startEarly,
  startEarlyForMember,
  startEarlyForVisitor,
  takeEarly,
} from '@/lib/early-request';
import { clearTokens, setTokens } from '@/lib/session';

afterEach(() => {
  vi.useRealTimers();
  clearTokens();
});

describe('early requests', () => {
  it('gives the started answer to the first call only; later calls ask again', async () => {
    const early = vi.fn(() => Promise.resolve('early'));
    const again = vi.fn(() => Promise.resolve('again'));
    startEarly('tender:1', early);

    await expect(takeEarly('tender:1', again)).resolves.toBe('early');
    await expect(takeEarly('tender:1', again)).resolves.toBe('again');
    expect(early).toHaveBeenCalledTimes(1);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('keeps answers apart by key', async () => {
    startEarly('tender:1', () => Promise.resolve('one'));
    await expect(takeEarly('tender:2', () => Promise.resolve('two'))).resolves.toBe('two');
    await expect(takeEarly('tender:1', () => Promise.resolve('late'))).resolves.toBe('one');
  });

  it('drops an answer nobody took in time', async () => {
    vi.useFakeTimers();
    startEarly('chapters', () => Promise.resolve('stale'));
    vi.advanceTimersByTime(EARLY_REQUEST_MAX_AGE_MS);
    await expect(takeEarly('chapters', () => Promise.resolve('fresh'))).resolves.toBe('fresh');
  });

  it('a later start replaces an earlier one', async () => {
    startEarly('tender:1', () => Promise.resolve('first'));
    startEarly('tender:1', () => Promise.resolve('second'));
    await expect(takeEarly('tender:1', () => Promise.resolve('asked'))).resolves.toBe('second');
  });

  it('hands a failure to the call that takes it, and reports none nobody takes', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startEarly('failing', () => Promise.reject(new Error('offline')));
      startEarly('never-taken', () => Promise.reject(new Error('offline')));
      await expect(takeEarly('failing', () => Promise.resolve('asked'))).rejects.toThrow('offline');
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it("starts a visitor's request, and none with a session stored", async () => {
    const visitor = vi.fn(() => Promise.resolve('visitor'));
    startEarlyForVisitor('listing:1', visitor);
    await expect(takeEarly('listing:1', () => Promise.resolve('again'))).resolves.toBe('visitor');

    setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    const member = vi.fn(() => Promise.resolve('member'));
    startEarlyForVisitor('listing:2', member);
    await expect(takeEarly('listing:2', () => Promise.resolve('asked'))).resolves.toBe('asked');
    expect(member).not.toHaveBeenCalled();
  });
});

describe("a member's early request", () => {
  const PAIR = { access_token: 'access-1', refresh_token: 'refresh-1' };

  it('is started with a session stored, and taken, failure included, by the same session', async () => {
    setTokens(PAIR);
    startEarlyForMember('member:1', () => Promise.resolve('early'));
    await expect(takeEarly('member:1', () => Promise.resolve('asked'))).resolves.toBe('early');

    startEarlyForMember('member:2', () => Promise.reject(new Error('offline')));
    await expect(takeEarly('member:2', () => Promise.resolve('asked'))).rejects.toThrow('offline');
  });

  it('is not started for a visitor', async () => {
    const run = vi.fn(() => Promise.resolve('early'));
    startEarlyForMember('member:1', run);
    await expect(takeEarly('member:1', () => Promise.resolve('asked'))).resolves.toBe('asked');
    expect(run).not.toHaveBeenCalled();
  });

  it('is not given to a call made after the stored token changed', async () => {
    setTokens(PAIR);
    startEarlyForMember('member:1', () => Promise.reject(new Error('refused')));
    // The pair renewed (or another member logged in) before the page asked.
    setTokens({ access_token: 'access-2', refresh_token: 'refresh-2' });
    await expect(takeEarly('member:1', () => Promise.resolve('asked'))).resolves.toBe('asked');
  });

  it('is not started when the stored pair is due for its hourly renewal', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setTokens(PAIR);
    vi.setSystemTime(Date.now() + TOKEN_REFRESH_INTERVAL_MS - 30_000);
    const due = vi.fn(() => Promise.resolve('early'));
    startEarlyForMember('member:1', due);
    expect(due).not.toHaveBeenCalled();

    setTokens(PAIR);
    vi.setSystemTime(Date.now() + TOKEN_REFRESH_INTERVAL_MS / 2);
    startEarlyForMember('member:2', () => Promise.resolve('early'));
    await expect(takeEarly('member:2', () => Promise.resolve('asked'))).resolves.toBe('early');
  });
});
