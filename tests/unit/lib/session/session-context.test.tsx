import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';

import { StorageKeys } from '@/config/constants';
import { SessionApi } from '@/contract/auth/paths';
import { ignored } from '@/contract/schema';
import { draftStore, type DraftSpec } from '@/lib/drafts/form-draft';
import { request } from '@/lib/request';
import { refreshSession, setTokens, startSessionCheck } from '@/lib/session';
import { appStorage } from '@/lib/storage';
import { server } from '@mock/node';

import { renderFeedback, run } from '../request/harness';
import { api, SHIPPER, TOKENS } from './fixtures';
import { currentMemberReplies, fail, LoginProbe, ok, Probe, renderSession, stored } from './probes';

/** A one-field form's drafts. */
const NOTE_DRAFT: DraftSpec<{ note?: string }> = {
  form: 'note',
  version: 1,
  toStored: (values) => {
    const note = (values as { note?: unknown }).note;
    return typeof note === 'string' ? { note } : {};
  },
};

/** What the server was asked: the token each logout call carried, and whether it was keepalive. */
function logoutServer(reply: () => Response | Promise<Response>) {
  const seen: { token: string | null; keepalive: boolean }[] = [];
  server.use(
    http.get(api(SessionApi.logout), ({ request }) => {
      seen.push({ token: request.headers.get('token'), keepalive: request.keepalive });
      return reply();
    }),
  );
  return seen;
}

/** Writes an entry the way another tab would, then tells this page as the browser does. */
function otherTab(write: () => void, key: string | null) {
  write();
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: key === null ? null : appStorage.fullKey(key),
        storageArea: localStorage,
      }),
    );
  });
}

/** Ends the session from another tab while the provider's first render is under way. */
function LoggedOutMeanwhile() {
  useState(() => {
    localStorage.removeItem(appStorage.fullKey(StorageKeys.token));
    localStorage.removeItem(appStorage.fullKey(StorageKeys.refreshToken));
  });
  return null;
}

describe('SessionProvider at start', () => {
  it('is anonymous without asking the server when no token is stored', () => {
    renderSession();

    expect(screen.getByText('status: anonymous')).toBeInTheDocument();
  });

  it('is anonymous when the token goes between its first render and its start', async () => {
    setTokens(TOKENS);
    let calls = 0;
    currentMemberReplies(() => {
      calls += 1;
      return ok(SHIPPER);
    });

    renderSession(
      <>
        <LoggedOutMeanwhile />
        <Probe />
      </>,
    );

    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('loads, then stores and shows the current user when a token is stored and the call succeeds', async () => {
    setTokens(TOKENS);
    currentMemberReplies(() => ok(SHIPPER));

    renderSession();

    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(screen.getByText('member: 张经理')).toBeInTheDocument();
    expect(stored(StorageKeys.userInfo)).toEqual(SHIPPER);
  });

  it('takes the check the app started before it mounted, without asking again', async () => {
    setTokens(TOKENS);
    const tokens: (string | null)[] = [];
    currentMemberReplies(() => ok(SHIPPER), tokens);

    startSessionCheck();
    renderSession();

    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(screen.getByText('member: 张经理')).toBeInTheDocument();
    expect(tokens).toEqual(['access-1']);
  });

  it("asks again with the stored token when the app's check carried another session's", async () => {
    setTokens(TOKENS);
    const tokens: (string | null)[] = [];
    currentMemberReplies(() => ok(SHIPPER), tokens);

    startSessionCheck();
    await waitFor(() => expect(tokens).toEqual(['access-1']));
    // Another tab logged in as someone else before this one's provider mounted.
    setTokens({ access_token: 'access-2', refresh_token: 'refresh-2' });
    renderSession();

    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(tokens).toEqual(['access-1', 'access-2']);
  });

  it('clears the tokens silently, without toast or redirect, when the token and its refresh get 4098', async () => {
    const { destinations } = renderFeedback();
    setTokens(TOKENS);
    currentMemberReplies(() => fail(4098, '登录已过期'));

    renderSession();

    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(stored(StorageKeys.token)).toBeUndefined();
    expect(stored(StorageKeys.refreshToken)).toBeUndefined();
    expect(destinations).toEqual([]);
    expect(screen.queryByText('登录已过期')).not.toBeInTheDocument();
  });

  it('swallows a network failure, keeps the token and offers a retry that then succeeds', async () => {
    renderFeedback();
    setTokens(TOKENS);
    currentMemberReplies(() => HttpResponse.error());

    renderSession();

    expect(await screen.findByText('status: unconfirmed')).toBeInTheDocument();
    expect(screen.getByText('member: none')).toBeInTheDocument();
    expect(stored(StorageKeys.token)).toBe('access-1');
    expect(screen.queryByText('无法连接服务器，请稍后重试')).not.toBeInTheDocument();

    currentMemberReplies(() => ok(SHIPPER));
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
  });
});

describe('SessionProvider logout', () => {
  async function renderLoggedIn() {
    setTokens(TOKENS);
    currentMemberReplies(() => ok(SHIPPER));
    renderSession();
    await screen.findByText('status: authenticated');
  }

  it('calls the logout API with the token and clears tokens and user info', async () => {
    await renderLoggedIn();
    const seen = logoutServer(() => ok(null));

    await userEvent.click(screen.getByRole('button', { name: 'log out' }));

    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    await waitFor(() => expect(seen).toEqual([{ token: 'access-1', keepalive: true }]));
    expect(stored(StorageKeys.token)).toBeUndefined();
    expect(stored(StorageKeys.refreshToken)).toBeUndefined();
    expect(stored(StorageKeys.userInfo)).toBeUndefined();
  });

  it('clears tokens and user info at once, before a logout call that never answers', async () => {
    await renderLoggedIn();
    const seen = logoutServer(() => delay('infinite').then(() => ok(null)));

    await userEvent.click(screen.getByRole('button', { name: 'log out' }));

    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(stored(StorageKeys.token)).toBeUndefined();
    expect(stored(StorageKeys.refreshToken)).toBeUndefined();
    expect(stored(StorageKeys.userInfo)).toBeUndefined();
    // The server is still told, with the token the session had.
    await waitFor(() => expect(seen).toEqual([{ token: 'access-1', keepalive: true }]));
  });

  it("removes every member's form drafts, and nothing else of the app", async () => {
    await renderLoggedIn();
    logoutServer(() => ok(null));
    const drafts = draftStore(NOTE_DRAFT);
    drafts.save({ memberId: 'm1' }, { note: 'm1 typed this' }, {});
    drafts.save({ memberId: 'm2', subject: 'L-1' }, { note: 'm2 typed this' }, {});
    appStorage.set('locale', 'en-US');

    await userEvent.click(screen.getByRole('button', { name: 'log out' }));

    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(drafts.load({ memberId: 'm1' }, {})).toBeUndefined();
    expect(drafts.load({ memberId: 'm2', subject: 'L-1' }, {})).toBeUndefined();
    expect(appStorage.get('locale')).toBe('en-US');
  });

  it('clears tokens and user info even when the logout call fails', async () => {
    await renderLoggedIn();
    logoutServer(() => HttpResponse.error());

    await userEvent.click(screen.getByRole('button', { name: 'log out' }));

    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(screen.getByText('member: none')).toBeInTheDocument();
    expect(stored(StorageKeys.token)).toBeUndefined();
    expect(stored(StorageKeys.userInfo)).toBeUndefined();
  });
});

describe('SessionProvider and replies without their data', () => {
  it('does not count a current-user "success" without a user as authenticated', async () => {
    setTokens(TOKENS);
    currentMemberReplies(() => ok(null));
    renderSession();

    expect(await screen.findByText('status: unconfirmed')).toBeInTheDocument();
    expect(stored(StorageKeys.token)).toBe('access-1');
    expect(stored(StorageKeys.refreshToken)).toBe('refresh-1');
    expect(stored(StorageKeys.userInfo)).toBeUndefined();
  });

  it('refuses to log in with a login "success" that carries no tokens, and stores nothing', async () => {
    renderSession(<LoginProbe tokens={{ access_token: '', refresh_token: '' }} />);

    await userEvent.click(screen.getByRole('button', { name: 'log in' }));

    expect(await screen.findByText(/^login failed/)).toBeInTheDocument();
    expect(screen.getByText('status: anonymous')).toBeInTheDocument();
    expect(stored(StorageKeys.token)).toBeUndefined();
  });

  it('logs in a member whose id is a number', async () => {
    currentMemberReplies(() => ok({ ...SHIPPER, id: 1001 }));
    renderSession(<LoginProbe />);

    await userEvent.click(screen.getByRole('button', { name: 'log in' }));

    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    // Read as text, as every id is (contract/schema.ts `entityId`).
    expect(stored(StorageKeys.userInfo)).toMatchObject({ id: '1001' });
  });
});

describe('SessionProvider login', () => {
  it('stores the tokens and the current user when logging in', async () => {
    currentMemberReplies(() => ok(SHIPPER));
    renderSession(<LoginProbe />);

    await userEvent.click(screen.getByRole('button', { name: 'log in' }));

    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(stored(StorageKeys.token)).toBe('access-1');
    expect(stored(StorageKeys.refreshToken)).toBe('refresh-1');
    expect(stored(StorageKeys.userInfo)).toEqual(SHIPPER);
  });

  it('rejects without a toast when fetching the user fails, so the form alone shows it', async () => {
    renderFeedback();
    currentMemberReplies(() => fail(5000, '服务繁忙'));
    renderSession(<LoginProbe />);

    await userEvent.click(screen.getByRole('button', { name: 'log in' }));

    expect(await screen.findByText('login failed: 服务繁忙')).toBeInTheDocument();
    expect(stored(StorageKeys.token)).toBeUndefined();
    // A later toast proves the toaster works and shows nothing of the failed login.
    server.use(http.get(api('/probe'), () => fail(4004, '记录不存在')));
    await run(() => request.get('/probe', ignored)).catch(() => undefined);
    await screen.findByText('记录不存在');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('服务繁忙')).not.toBeInTheDocument();
  });
});

describe('SessionProvider and changes elsewhere', () => {
  it('becomes anonymous when any call gets 4098, and keeps the drafts for the next login', async () => {
    draftStore(NOTE_DRAFT).save({ memberId: 'm1' }, { note: 'typed before expiry' }, {});
    renderFeedback();
    setTokens(TOKENS);
    currentMemberReplies(() => ok(SHIPPER));
    renderSession();
    await screen.findByText('status: authenticated');
    server.use(http.get(api('/trading/api/member/memCenter'), () => fail(4098, '登录已过期')));

    await run(() => request.get('/trading/api/member/memCenter', ignored)).catch(() => undefined);

    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(draftStore(NOTE_DRAFT).load({ memberId: 'm1' }, {})?.values).toEqual({
      note: 'typed before expiry',
    });
  });

  it('becomes anonymous when another tab logs out', async () => {
    setTokens(TOKENS);
    currentMemberReplies(() => ok(SHIPPER));
    renderSession();
    await screen.findByText('status: authenticated');

    otherTab(
      () => localStorage.removeItem(appStorage.fullKey(StorageKeys.token)),
      StorageKeys.token,
    );

    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
  });

  it('becomes anonymous when another tab clears the whole storage', async () => {
    setTokens(TOKENS);
    currentMemberReplies(() => ok(SHIPPER));
    renderSession();
    await screen.findByText('status: authenticated');

    otherTab(() => localStorage.clear(), null);

    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
  });

  it('fetches and shows the user when another tab logs in', async () => {
    currentMemberReplies(() => ok(SHIPPER));
    renderSession();
    expect(screen.getByText('status: anonymous')).toBeInTheDocument();

    otherTab(() => appStorage.set(StorageKeys.token, 'access-from-other-tab'), StorageKeys.token);

    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(screen.getByText('member: 张经理')).toBeInTheDocument();
  });

  it('shows the user info another tab stored for the same session', async () => {
    setTokens(TOKENS);
    currentMemberReplies(() => ok(SHIPPER));
    renderSession();
    await screen.findByText('status: authenticated');

    otherTab(
      () => appStorage.set(StorageKeys.userInfo, { ...SHIPPER, nickname: '张总' }),
      StorageKeys.userInfo,
    );

    expect(await screen.findByText('member: 张总')).toBeInTheDocument();
  });

  it('asks the server nothing when another tab changes keys that are not the session', async () => {
    let calls = 0;
    setTokens(TOKENS);
    currentMemberReplies(() => {
      calls += 1;
      return ok(SHIPPER);
    });
    renderSession();
    await screen.findByText('status: authenticated');

    otherTab(() => localStorage.setItem('unrelated', '1'), 'unrelated');
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(calls).toBe(1);
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
  });

  it('stays logged in without asking for the user again when the refresh rotates the pair', async () => {
    let userCalls = 0;
    setTokens(TOKENS);
    currentMemberReplies(() => {
      userCalls += 1;
      return ok(SHIPPER);
    });
    server.use(
      http.post(api(SessionApi.token), () =>
        HttpResponse.json({
          code: 200,
          message: 'ok',
          result: {
            access_token: 'access-2',
            refresh_token: 'refresh-2',
            token_type: 'bearer',
            expires_in: 7200,
            refresh_expires_in: 2_592_000,
          },
        }),
      ),
    );
    renderSession();
    await screen.findByText('status: authenticated');

    await act(() => refreshSession());

    expect(stored(StorageKeys.token)).toBe('access-2');
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    expect(userCalls).toBe(1);
  });
});
