// @vitest-environment jsdom
// The count travels between tabs through localStorage and its `storage` events.
import { StorageKeys } from '@/config/constants';
import {
  markUnreadStale,
  shareUnread,
  subscribeUnread,
  type UnreadSignal,
} from '@/features/notification/utils/unread-channel';
import { appStorage } from '@/lib/storage';

/** What another tab's write looks like here: the entry changed, then a `storage` event. */
async function writtenByAnotherTab(value: unknown) {
  appStorage.set(StorageKeys.notificationUnread, value);
  await appStorage.ready();
  window.dispatchEvent(
    new StorageEvent('storage', { key: appStorage.fullKey(StorageKeys.notificationUnread) }),
  );
}

describe('unread channel', () => {
  it('tells this tab of a count it shares, and stores it for the other tabs', () => {
    const heard: UnreadSignal[] = [];
    const stop = subscribeUnread('m1', (signal) => heard.push(signal));
    shareUnread('m1', { count: 3, latestAt: '2026-11-25T10:00:00+08:00' });
    stop();

    expect(heard).toEqual([
      {
        type: 'shared',
        unread: { count: 3, latestAt: '2026-11-25T10:00:00+08:00' },
        source: 'local',
      },
    ]);
    expect(appStorage.get(StorageKeys.notificationUnread)).toEqual({
      memberId: 'm1',
      count: 3,
      latestAt: '2026-11-25T10:00:00+08:00',
    });
  });

  it('hears the count another tab read for the same member', async () => {
    const heard = vi.fn();
    const stop = subscribeUnread('m1', heard);
    await writtenByAnotherTab({ memberId: 'm1', count: 5 });

    await vi.waitFor(() =>
      expect(heard).toHaveBeenCalledWith({
        type: 'shared',
        unread: { count: 5 },
        source: 'remote',
      }),
    );
    stop();
  });

  it("ignores another member's count and an entry that is not a count", async () => {
    const heard = vi.fn();
    const stop = subscribeUnread('m1', heard);
    await writtenByAnotherTab({ memberId: 'm2', count: 5 });
    await writtenByAnotherTab({ memberId: 'm1', count: -1 });
    await appStorage.ready();
    await Promise.resolve();

    expect(heard).not.toHaveBeenCalled();
    stop();
  });

  it("tells only the member's listeners that the count must be read again", () => {
    const mine = vi.fn();
    const theirs = vi.fn();
    const stopMine = subscribeUnread('m1', mine);
    const stopTheirs = subscribeUnread('m2', theirs);
    markUnreadStale('m1');
    stopMine();
    stopTheirs();

    expect(mine).toHaveBeenCalledWith({ type: 'stale' });
    expect(theirs).not.toHaveBeenCalled();
  });

  it('stops listening to other tabs once the last listener has gone', async () => {
    const heard = vi.fn();
    subscribeUnread('m1', heard)();
    await writtenByAnotherTab({ memberId: 'm1', count: 2 });
    await appStorage.ready();

    expect(heard).not.toHaveBeenCalled();
  });
});
