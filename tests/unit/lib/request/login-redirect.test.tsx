import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';

import { StorageKeys } from '@/config/constants';
import { ignored } from '@/contract/schema';
import { bindNavigator, BizError, request } from '@/lib/request';
import { setTokens } from '@/lib/session/token-storage';
import { appStorage } from '@/lib/storage';
import { server } from '@mock/node';

import { arEG, zhCN } from '../../../utils/catalogues';
import { api, deferred, fail, http, renderFeedback, run } from './harness';

const OLD = { access_token: 'access-old', refresh_token: 'refresh-old' };
const NEW = { access_token: 'access-new', refresh_token: 'refresh-new' };
/** What the server writes with its 4098: not the words the toast shows (those are the app's). */
const EXPIRED = '登录已过期，请重新登录';
const SESSION_EXPIRED = zhCN['errors.sessionExpired'];
const LOGIN_REQUIRED = zhCN['errors.loginRequired'];

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

    await expect(run(() => request.get('/probe', ignored))).rejects.toMatchObject({ code: 4098 });

    expect(storedToken()).toBeUndefined();
    expect(storedRefreshToken()).toBeUndefined();
    expect(destinations).toEqual([
      `/login?reject=${encodeURIComponent('http://localhost:3000/business/myBid?tab=won#top')}`,
    ]);
    expect(await screen.findByText(SESSION_EXPIRED)).toBeInTheDocument();
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
  });

  it("says so in the page's language, Arabic too, which the server does not write", async () => {
    renderFeedback('ar-EG');
    server.use(
      http.get(api('/probe'), () => fail(4098, 'Your session has expired. Please log in again.')),
    );

    await run(() => request.get('/probe', ignored)).catch(() => undefined);

    expect(await screen.findByRole('alert')).toHaveTextContent(arEG['errors.sessionExpired']);
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
  });

  it('keeps the tokens and stays when the call skips the login redirect', async () => {
    const { destinations } = renderFeedback();
    server.use(http.get(api('/probe'), () => fail(4098, EXPIRED)));

    const error = await run(() =>
      request.get('/probe', ignored, undefined, { skipLoginRedirect: true }),
    ).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(BizError);
    expect(storedToken()).toBe('access-old');
    expect(destinations).toEqual([]);
    expect(await screen.findByText(SESSION_EXPIRED)).toBeInTheDocument();
  });

  it('clears once, redirects once and toasts at most once when ten calls get 4098 at once', async () => {
    const { destinations } = renderFeedback();
    server.use(http.get(api('/probe'), () => fail(4098, EXPIRED)));

    const results = await run(() =>
      Promise.allSettled(Array.from({ length: 10 }, () => request.get('/probe', ignored))),
    );

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(storedToken()).toBeUndefined();
    expect(destinations).toHaveLength(1);
    await screen.findByText(SESSION_EXPIRED);
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
    const slow = run(() => request.get('/slow', ignored)).catch((e: unknown) => e);
    await run(() => request.get('/probe', ignored)).catch(() => undefined);

    setTokens(NEW);
    held.release();
    await slow;

    expect(storedToken()).toBe('access-new');
    expect(destinations).toHaveLength(1);
  });

  it("keeps a login made while a visitor's call was on its way and then got 4098", async () => {
    const { destinations } = renderFeedback();
    const held = deferred();
    const reached = deferred();
    server.use(
      http.get(api('/slow'), async () => {
        reached.release();
        await held.promise;
        return fail(4098, EXPIRED);
      }),
    );
    appStorage.remove(StorageKeys.token);
    appStorage.remove(StorageKeys.refreshToken);
    const slow = run(() => request.get('/slow', ignored)).catch((e: unknown) => e);
    await reached.promise;

    setTokens(NEW);
    held.release();
    expect(await slow).toBeInstanceOf(BizError);

    expect(storedToken()).toBe('access-new');
    expect(destinations).toEqual([]);
  });

  it('redirects again when the next session also gets 4098', async () => {
    const { destinations } = renderFeedback();
    server.use(http.get(api('/probe'), () => fail(4098, EXPIRED)));
    await run(() => request.get('/probe', ignored)).catch(() => undefined);

    setTokens(NEW);
    await run(() => request.get('/probe', ignored)).catch(() => undefined);

    expect(storedToken()).toBeUndefined();
    expect(destinations).toHaveLength(2);
  });

  it('clears the tokens without navigating when the page is already the login page', async () => {
    const { destinations } = renderFeedback();
    window.history.pushState(null, '', '/login?reject=%2Fuser%2FpersonalCenter');
    server.use(http.get(api('/probe'), () => fail(4098, EXPIRED)));

    await run(() => request.get('/probe', ignored)).catch(() => undefined);

    expect(storedToken()).toBeUndefined();
    expect(destinations).toEqual([]);
  });

  it('clears the tokens and redirects without a toast when the 4098 call suppresses toasts', async () => {
    const { destinations } = renderFeedback();
    server.use(http.get(api('/probe'), () => fail(4098, EXPIRED)));

    await run(() => request.get('/probe', ignored, undefined, { skipErrorToast: true })).catch(
      () => undefined,
    );

    expect(storedToken()).toBeUndefined();
    expect(destinations).toHaveLength(1);
    expect(visibleToasts()).toHaveLength(0);
  });

  it('clears the tokens and goes to login when a call sent without a token gets 4098', async () => {
    const { destinations } = renderFeedback();
    server.use(http.get(api('/probe'), () => fail(4098, EXPIRED)));

    await run(() => request.get('/probe', ignored, undefined, { noToken: true })).catch(
      () => undefined,
    );

    expect(storedToken()).toBeUndefined();
    expect(storedRefreshToken()).toBeUndefined();
    expect(destinations).toHaveLength(1);
    expect(await screen.findByText(SESSION_EXPIRED)).toBeInTheDocument();
  });

  it('asks a visitor, who had no session, to log in', async () => {
    const { destinations } = renderFeedback();
    appStorage.remove(StorageKeys.token);
    appStorage.remove(StorageKeys.refreshToken);
    server.use(http.get(api('/probe'), () => fail(4098, '未登录')));

    await run(() => request.get('/probe', ignored)).catch(() => undefined);

    expect(destinations).toHaveLength(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_REQUIRED);
    expect(screen.queryByText(SESSION_EXPIRED)).not.toBeInTheDocument();
  });

  it('keeps the tokens when a call sent without a token gets 4098 but skips the redirect', async () => {
    const { destinations } = renderFeedback();
    server.use(http.get(api('/probe'), () => fail(4098, EXPIRED)));

    await run(() =>
      request.get('/probe', ignored, undefined, { noToken: true, skipLoginRedirect: true }),
    ).catch(() => undefined);

    expect(storedToken()).toBe('access-old');
    expect(destinations).toEqual([]);
  });

  it('replaces the page with login, so Back from /login skips the page that sent there', async () => {
    const router = createMemoryRouter([{ path: '*', Component: () => null }], {
      initialEntries: ['/', '/business/myBid?tab=won'],
      initialIndex: 1,
    });
    // Bound as the app binds it (src/app/app.tsx).
    const unbind = bindNavigator((to, options) => void router.navigate(to, options));
    server.use(http.get(api('/probe'), () => fail(4098, EXPIRED)));

    await request.get('/probe', ignored).catch(() => undefined);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await router.navigate(-1);
    unbind();

    expect(router.state.location.pathname).toBe('/');
  });
});
