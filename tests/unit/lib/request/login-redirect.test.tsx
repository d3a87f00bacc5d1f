import { screen } from '@testing-library/react';

import { StorageKeys } from '@/config/constants';
import { BizError, request } from '@/lib/request';
import { setTokens } from '@/lib/session/token-storage';
import { appStorage } from '@/lib/storage';
import { server } from '@mock/node';

import { api, deferred, fail, http, renderFeedback, run } from './harness';

const OLD = { access_token: 'access-old', refresh_token: 'refresh-old' };
const NEW = { access_token: 'access-new', refresh_token: 'refresh-new' };
const EXPIRED = '登录已过期，请重新登录';

const storedToken = () => appStorage.get<string>(StorageKeys.token);
const storedRefreshToken = () => appStorage.get<string>(StorageKeys.refreshToken);
const visibleToasts = () => screen.queryAllByRole('alert');

describe('request on 4098', () => {
  beforeEach(() => {
    window.history.pushState(null, '', '/business/myBid?tab=won#top');
    setTokens(OLD);
  });
  afterEach(() => window.history.pushState(null, '', '/'));

  it('clears the tokens and goes to login with the full address when a call gets 4098', async () => {
    const { destinations } = renderFeedback();
    server.use(http.get(api('/probe'), () => fail(4098, EXPIRED)));

    await expect(run(() => request.get('/probe'))).rejects.toMatchObject({ code: 4098 });

    expect(storedToken()).toBeUndefined();
    expect(storedRefreshToken()).toBeUndefined();
    expect(destinations).toEqual([
      `/login?reject=${encodeURIComponent('http://localhost:3000/business/myBid?tab=won#top')}`,
    ]);
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
  });

  it('keeps the tokens and stays when the call skips the login redirect', async () => {
    const { destinations } = renderFeedback();
    server.use(http.get(api('/probe'), () => fail(4098, EXPIRED)));

    const error = await run(() =>
      request.get('/probe', undefined, { skipLoginRedirect: true }),
    ).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(BizError);
    expect(storedToken()).toBe('access-old');
    expect(destinations).toEqual([]);
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
  });

  it('clears once, redirects once and toasts at most once when ten calls get 4098 at once', async () => {
    const { destinations } = renderFeedback();
    server.use(http.get(api('/probe'), () => fail(4098, EXPIRED)));

    const results = await run(() =>
      Promise.allSettled(Array.from({ length: 10 }, () => request.get('/probe'))),
    );

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(storedToken()).toBeUndefined();
    expect(destinations).toHaveLength(1);
    await screen.findByText(EXPIRED);
    expect(visibleToasts()).toHaveLength(1);
  });

  it('keeps a newer login when a late 4098 belongs to the session already ended', async () => {
    const { destinations } = renderFeedback();
    const held = deferred();
    server.use(
      http.get(api('/slow'), async () => {
        await held.promise;
        return fail(4098, EXPIRED);
      }),
      http.get(api('/probe'), () => fail(4098, EXPIRED)),
    );
    const slow = run(() => request.get('/slow')).catch((e: unknown) => e);
    await run(() => request.get('/probe')).catch(() => undefined);

    setTokens(NEW);
    held.release();
    await slow;

    expect(storedToken()).toBe('access-new');
    expect(destinations).toHaveLength(1);
  });

  it('redirects again when the next session also gets 4098', async () => {
    const { destinations } = renderFeedback();
    server.use(http.get(api('/probe'), () => fail(4098, EXPIRED)));
    await run(() => request.get('/probe')).catch(() => undefined);

    setTokens(NEW);
    await run(() => request.get('/probe')).catch(() => undefined);

    expect(storedToken()).toBeUndefined();
    expect(destinations).toHaveLength(2);
  });

  it('clears the tokens without navigating when the page is already the login page', async () => {
    const { destinations } = renderFeedback();
    window.history.pushState(null, '', '/login?reject=%2Fuser%2FpersonalCenter');
    server.use(http.get(api('/probe'), () => fail(4098, EXPIRED)));

    await run(() => request.get('/probe')).catch(() => undefined);

    expect(storedToken()).toBeUndefined();
    expect(destinations).toEqual([]);
  });

  it('neither clears nor toasts when the 4098 call suppresses toasts but redirects', async () => {
    const { destinations } = renderFeedback();
    server.use(http.get(api('/probe'), () => fail(4098, EXPIRED)));

    await run(() => request.get('/probe', undefined, { skipErrorToast: true })).catch(
      () => undefined,
    );

    expect(storedToken()).toBeUndefined();
    expect(destinations).toHaveLength(1);
    expect(visibleToasts()).toHaveLength(0);
  });
});
