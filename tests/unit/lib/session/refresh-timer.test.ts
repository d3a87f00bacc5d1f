// @vitest-environment jsdom
// The app's request client sends its calls from a page (relative URLs).
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { StorageKeys, TOKEN_REFRESH_INTERVAL_MS } from '@/config/constants';
import { SessionApi } from '@/contract/auth/paths';
import {
  clearTokens,
  refreshSession,
  renewSession,
  setStoredMember,
  setTokens,
  startRefreshTimer,
} from '@/lib/session';
import { REFRESH_RETRY_MS, REFRESH_WATCH_MS } from '@/lib/session/refresh-timer';
import { appStorage } from '@/lib/storage';
import { server } from '@mock/node';

import { zhCN } from '../../../utils/catalogues';
import { deferred, renderFeedback, run } from '../request/harness';
import { api, SHIPPER, TOKENS } from './fixtures';
import { installLocks } from './web-locks';

const NEW_PAIR = {
  access_token: 'access-2',
  refresh_token: 'refresh-2',
  token_type: 'bearer',
  expires_in: 7200,
  refresh_expires_in: 2_592_000,
};

const stored = (key: string) => appStorage.get<string>(key);
/** The lock every tab of the app takes to refresh. */
const LOCK = 'trading:token-refresh';

/** The oauth token endpoint; records each refresh body the server received. */
function tokenServer(reply: () => Response | Promise<Response>) {
  const received: unknown[] = [];
  server.use(
    http.post(api(SessionApi.token), async ({ request }) => {
      received.push(await request.json());
      return reply();
    }),
  );
  return received;
}

const ok = () => HttpResponse.json({ code: 200, message: 'ok', result: NEW_PAIR });

describe('refreshSession', () => {
  beforeEach(() => {
    setTokens(TOKENS);
    setStoredMember(SHIPPER);
  });

  it('stores the new token pair when the refresh succeeds', async () => {
    const received = tokenServer(ok);

    await expect(refreshSession()).resolves.toBe(true);

    expect(received).toEqual([{ grantType: 'refresh', userType: 'PC', refreshToken: 'refresh-1' }]);
    expect(stored(StorageKeys.token)).toBe('access-2');
    expect(stored(StorageKeys.refreshToken)).toBe('refresh-2');
  });

  it('asks nothing when no user info is stored', async () => {
    setStoredMember(undefined);
    const received = tokenServer(ok);

    await expect(refreshSession()).resolves.toBe(false);

    expect(received).toEqual([]);
  });

  it('asks nothing when the user is stored but the refresh token is not', async () => {
    appStorage.remove(StorageKeys.refreshToken);
    const received = tokenServer(ok);

    await expect(refreshSession()).resolves.toBe(false);

    expect(received).toEqual([]);
    expect(stored(StorageKeys.token)).toBe('access-1');
  });

  it('sends one refresh when it is asked twice at once', async () => {
    const held = deferred();
    const received = tokenServer(async () => {
      await held.promise;
      return ok();
    });

    const first = refreshSession();
    const second = refreshSession();
    held.release();

    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(received).toHaveLength(1);
  });

  it('ends the session once when the server refuses the refresh token (4098)', async () => {
    window.history.pushState(null, '', '/business/myBid?tab=won#top');
    onTestFinished(() => window.history.pushState(null, '', '/'));
    const { destinations } = renderFeedback();
    const received = tokenServer(() =>
      HttpResponse.json({ code: 4098, message: '刷新令牌已失效', result: null }),
    );

    await expect(run(() => refreshSession())).resolves.toBe(false);

    expect(stored(StorageKeys.token)).toBeUndefined();
    expect(stored(StorageKeys.refreshToken)).toBeUndefined();
    expect(destinations).toEqual([
      `/login?reject=${encodeURIComponent('http://localhost:3000/business/myBid?tab=won#top')}`,
    ]);
    expect(await screen.findByText(zhCN['errors.sessionExpired'])).toBeInTheDocument();
    // The revoked token is never sent again.
    await expect(refreshSession()).resolves.toBe(false);
    expect(received).toHaveLength(1);
  });

  it('keeps a session whose refresh token was replaced while the refused refresh ran', async () => {
    const { destinations } = renderFeedback();
    const held = deferred();
    tokenServer(async () => {
      await held.promise;
      return HttpResponse.json({ code: 4098, message: '刷新令牌已失效', result: null });
    });

    const refresh = run(() => refreshSession());
    // Another tab (or a new login) stored a new pair meanwhile.
    setTokens({ access_token: 'access-other', refresh_token: 'refresh-other' });
    held.release();

    await expect(refresh).resolves.toBe(false);
    expect(stored(StorageKeys.token)).toBe('access-other');
    expect(destinations).toEqual([]);
  });

  it.each([
    ['a null result', null],
    ['an empty result', {}],
    ['empty tokens', { access_token: '', refresh_token: '' }],
    ['one token', { access_token: 'access-2' }],
  ])('leaves tokens and user as they were when a "success" carries %s', async (_, result) => {
    tokenServer(() => HttpResponse.json({ code: 200, message: 'ok', result }));

    await expect(refreshSession()).resolves.toBe(false);

    expect(stored(StorageKeys.token)).toBe('access-1');
    expect(stored(StorageKeys.refreshToken)).toBe('refresh-1');
    expect(appStorage.get(StorageKeys.userInfo)).toEqual(SHIPPER);
  });

  it('refreshes for a stored user whose id is a number, as a real back end may send it', async () => {
    setStoredMember({ ...SHIPPER, id: 1001 as unknown as string });
    tokenServer(ok);

    await expect(refreshSession()).resolves.toBe(true);
    expect(stored(StorageKeys.token)).toBe('access-2');
  });

  it.each([
    ['a server error (5000)', () => HttpResponse.json({ code: 5000, message: '服务器繁忙' })],
    ['an HTML gateway page', () => new HttpResponse('<html>502</html>', { status: 502 })],
    ['no answer', () => HttpResponse.error()],
  ])('keeps the session quietly after %s, and the next try refreshes', async (_, failure) => {
    const { destinations } = renderFeedback();
    let replies = 0;
    const received = tokenServer(() => (++replies === 1 ? failure() : ok()));

    await expect(run(() => refreshSession())).resolves.toBe(false);
    expect(stored(StorageKeys.token)).toBe('access-1');
    expect(stored(StorageKeys.refreshToken)).toBe('refresh-1');
    expect(appStorage.get(StorageKeys.userInfo)).toEqual(SHIPPER);
    expect(destinations).toEqual([]);
    expect(screen.queryAllByRole('alert')).toEqual([]);

    await expect(refreshSession()).resolves.toBe(true);
    expect(received).toHaveLength(2);
    expect(stored(StorageKeys.token)).toBe('access-2');
  });
});

describe('startRefreshTimer', () => {
  const HOUR = TOKEN_REFRESH_INTERVAL_MS;
  const MINUTE = 60_000;

  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    setTokens(TOKENS);
    setStoredMember(SHIPPER);
  });
  afterEach(() => vi.useRealTimers());

  /** Moves the clock on by `ms`, running the timers due meanwhile. */
  const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

  /**
   * A refresh that stores a new pair at once (or, for each `false` in `outcomes`, fails), noting
   * when it ran, in minutes since the test began: the schedule alone, without the network.
   */
  function scheduleProbe(outcomes: boolean[] = []) {
    const began = Date.now();
    const at: number[] = [];
    let pair = 1;
    const refresh = async () => {
      at.push((Date.now() - began) / MINUTE);
      if (outcomes.shift() === false) return false;
      pair += 1;
      setTokens({ access_token: `access-${pair}`, refresh_token: `refresh-${pair}` });
      return true;
    };
    return { at, refresh };
  }

  it('refreshes 60 minutes after a stored pair was issued, counted from before the page opened', async () => {
    const probe = scheduleProbe();
    await advance(10 * MINUTE);
    onTestFinished(startRefreshTimer(HOUR, probe.refresh));

    await advance(3 * HOUR);

    expect(probe.at).toEqual([60, 120, 180]);
  });

  it('refreshes 60 minutes after a login made 30 minutes after the page opened, then hourly', async () => {
    clearTokens();
    const probe = scheduleProbe();
    onTestFinished(startRefreshTimer(HOUR, probe.refresh));

    await advance(30 * MINUTE);
    setTokens(TOKENS);
    setStoredMember(SHIPPER);
    await advance(3 * HOUR);

    expect(probe.at).toEqual([90, 150, 210]);
  });

  it('restarts the clock at every login', async () => {
    const probe = scheduleProbe();
    onTestFinished(startRefreshTimer(HOUR, probe.refresh));

    await advance(40 * MINUTE);
    setTokens({ access_token: 'access-login', refresh_token: 'refresh-login' });
    await advance(90 * MINUTE);

    expect(probe.at).toEqual([100]);
  });

  it('counts the hour from a pair another tab stored', async () => {
    const probe = scheduleProbe();
    onTestFinished(startRefreshTimer(HOUR, probe.refresh));

    await advance(HOUR / 2);
    // Another tab refreshed half-way through this tab's hour.
    setTokens({ access_token: 'access-other', refresh_token: 'refresh-other' });
    await advance(HOUR + 10 * MINUTE);

    expect(probe.at).toEqual([90]);
  });

  it('sends nothing after a logout, and stops with its stop function', async () => {
    const probe = scheduleProbe();
    const stop = startRefreshTimer(HOUR, probe.refresh);

    clearTokens();
    await advance(HOUR * 3);
    setTokens(TOKENS);
    setStoredMember(SHIPPER);
    stop();
    await advance(HOUR * 3);

    expect(probe.at).toEqual([]);
  });

  it('tries again 5 minutes after a refresh that did not happen, then hourly from the new pair', async () => {
    const probe = scheduleProbe([false, false]);
    onTestFinished(startRefreshTimer(HOUR, probe.refresh));

    await advance(2 * HOUR + 10 * MINUTE);

    expect(REFRESH_RETRY_MS).toBe(5 * MINUTE);
    expect(probe.at).toEqual([60, 65, 70, 130]);
  });

  it('refreshes at once when a tab that slept past the hour is shown again', async () => {
    const probe = scheduleProbe();
    onTestFinished(startRefreshTimer(HOUR, probe.refresh));

    await advance(20 * MINUTE);
    // The computer slept: the wall clock moved on, the timers did not run.
    vi.setSystemTime(Date.now() + 2 * HOUR);
    document.dispatchEvent(new Event('visibilitychange'));
    await advance(0);

    expect(probe.at).toEqual([140]);
  });

  it('refreshes within a minute of waking when the tab stayed on screen', async () => {
    const probe = scheduleProbe();
    onTestFinished(startRefreshTimer(HOUR, probe.refresh));

    await advance(20 * MINUTE);
    vi.setSystemTime(Date.now() + HOUR);
    await advance(REFRESH_WATCH_MS);

    expect(probe.at).toHaveLength(1);
    expect(probe.at[0]).toBeGreaterThanOrEqual(80);
    expect(probe.at[0]).toBeLessThanOrEqual(81);
  });

  it('refreshes through the network on the hour, and again on the next', async () => {
    const received = tokenServer(ok);
    onTestFinished(startRefreshTimer());

    await advance(HOUR - 1);
    expect(received).toHaveLength(0);
    await advance(1);
    await vi.waitFor(() => expect(stored(StorageKeys.token)).toBe('access-2'));
    expect(received).toEqual([{ grantType: 'refresh', userType: 'PC', refreshToken: 'refresh-1' }]);
  });

  it('sends one refresh when the hour comes while a manual refresh runs', async () => {
    const held = deferred();
    const received = tokenServer(async () => {
      await held.promise;
      return ok();
    });
    await advance(HOUR - 1_000);
    onTestFinished(startRefreshTimer());

    // Within the call's 10-second time-out.
    const manual = refreshSession();
    await advance(1_000);
    held.release();
    await expect(manual).resolves.toBe(true);
    await advance(MINUTE);

    expect(received).toHaveLength(1);
  });

  it('makes one refresh for two tabs whose hour comes at the same moment', async () => {
    installLocks();
    const held = deferred();
    const received = tokenServer(async () => {
      await held.promise;
      return ok();
    });
    vi.resetModules();
    const tabA = await import('@/lib/session/refresh-timer');
    vi.resetModules();
    const tabB = await import('@/lib/session/refresh-timer');
    onTestFinished(tabA.startRefreshTimer());
    onTestFinished(tabB.startRefreshTimer());

    await advance(HOUR);
    held.release();
    await vi.waitFor(() => expect(stored(StorageKeys.token)).toBe('access-2'));
    await advance(REFRESH_RETRY_MS);

    expect(received).toHaveLength(1);
  });
});

describe('refreshing across tabs (Web Locks API)', () => {
  beforeEach(() => {
    setTokens(TOKENS);
    setStoredMember(SHIPPER);
  });

  it('sends no refresh while another tab holds the refresh lock, and refreshes once it is free', async () => {
    const locks = installLocks();
    const received = tokenServer(ok);
    const otherTab = locks.hold(LOCK);

    await expect(refreshSession()).resolves.toBe(false);
    expect(received).toEqual([]);
    expect(stored(StorageKeys.token)).toBe('access-1');

    otherTab.release();
    await expect(refreshSession()).resolves.toBe(true);
    expect(received).toHaveLength(1);
  });

  it('skips the refresh when another tab rotated the pair after the tick started', async () => {
    const locks = installLocks();
    const received = tokenServer(ok);
    locks.beforeGrant = () =>
      setTokens({ access_token: 'access-other-tab', refresh_token: 'refresh-other-tab' });

    await expect(refreshSession()).resolves.toBe(false);

    expect(received).toEqual([]);
    expect(stored(StorageKeys.refreshToken)).toBe('refresh-other-tab');
  });

  it('leaves a pair another tab stored meanwhile: due or not is decided holding the lock', async () => {
    installLocks();
    const received = tokenServer(ok);
    // This tab found the pair an hour old; by the time it holds the lock, another tab has stored a
    // new one (the tab reads that new refresh token, with its new age).
    setTokens({ access_token: 'access-other-tab', refresh_token: 'refresh-other-tab' });

    await expect(refreshSession(TOKEN_REFRESH_INTERVAL_MS)).resolves.toBe(false);

    expect(received).toEqual([]);
    expect(stored(StorageKeys.refreshToken)).toBe('refresh-other-tab');
  });

  it('sends one refresh when two tabs tick at the same moment', async () => {
    installLocks();
    const held = deferred();
    const received = tokenServer(async () => {
      await held.promise;
      return ok();
    });
    vi.resetModules();
    const tabA = await import('@/lib/session/refresh-timer');
    vi.resetModules();
    const tabB = await import('@/lib/session/refresh-timer');

    const results = Promise.all([tabA.refreshSession(), tabB.refreshSession()]);
    held.release();

    await expect(results).resolves.toEqual([true, false]);
    expect(received).toHaveLength(1);
    expect(stored(StorageKeys.token)).toBe('access-2');
  });

  it('waits for the refresh of another tab when renewing a refused token, and takes its pair', async () => {
    const locks = installLocks();
    const received = tokenServer(ok);
    const otherTab = locks.hold(LOCK);

    const renewed = renewSession();
    setTokens({ access_token: 'access-other-tab', refresh_token: 'refresh-other-tab' });
    otherTab.release();

    await expect(renewed).resolves.toBe('renewed');
    expect(received).toEqual([]);
    expect(stored(StorageKeys.token)).toBe('access-other-tab');
  });

  it('renews with the stored refresh token when no other tab is refreshing', async () => {
    setStoredMember(undefined);
    installLocks();
    const received = tokenServer(ok);

    await expect(renewSession()).resolves.toBe('renewed');

    expect(received).toEqual([{ grantType: 'refresh', userType: 'PC', refreshToken: 'refresh-1' }]);
    expect(stored(StorageKeys.token)).toBe('access-2');
  });
});
