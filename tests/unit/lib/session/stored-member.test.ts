// @vitest-environment jsdom
import { StorageKeys } from '@/config/constants';
import { getStoredMember, setStoredMember, subscribeSession } from '@/lib/session';
import { appStorage } from '@/lib/storage';

import { SHIPPER } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

/** The member's entry as localStorage holds it (encrypted text). */
function storedText(): string | null {
  return localStorage.getItem(appStorage.fullKey(StorageKeys.userInfo));
}

/** Counts the session changes this page announces. */
function countChanges(): () => number {
  let changes = 0;
  const unsubscribe = subscribeSession(() => {
    changes += 1;
  });
  onTestFinished(unsubscribe);
  return () => changes;
}

describe('the stored member', () => {
  beforeEach(async () => {
    await appStorage.ready();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-07T09:00:00+08:00') });
  });
  afterEach(() => vi.useRealTimers());

  it('is left as it is when the same member is stored again the same day', () => {
    setStoredMember(SHIPPER);
    const text = storedText();
    const changes = countChanges();

    vi.setSystemTime(Date.now() + DAY - 60_000);
    setStoredMember({ ...SHIPPER });

    expect(storedText()).toBe(text);
    expect(changes()).toBe(0);
    expect(getStoredMember()).toEqual(SHIPPER);
  });

  it('is written again when the member changed, and the change is announced', () => {
    setStoredMember(SHIPPER);
    const text = storedText();
    const changes = countChanges();

    setStoredMember({ ...SHIPPER, nickname: '李经理' });

    expect(storedText()).not.toBe(text);
    expect(changes()).toBe(1);
    expect(getStoredMember()?.nickname).toBe('李经理');
  });

  it('is written again a day later, which renews its 30-day life', () => {
    setStoredMember(SHIPPER);
    const text = storedText();

    vi.setSystemTime(Date.now() + DAY);
    setStoredMember(SHIPPER);

    expect(storedText()).not.toBe(text);
    expect(appStorage.age(StorageKeys.userInfo)).toBe(0);
    // 29 days after that write (30 after the first) it is still there.
    vi.setSystemTime(Date.now() + 29 * DAY);
    expect(getStoredMember()).toEqual(SHIPPER);
  });

  it('is removed when the session has none', () => {
    setStoredMember(SHIPPER);
    setStoredMember(undefined);
    expect(storedText()).toBeNull();
    expect(getStoredMember()).toBeUndefined();
  });
});
