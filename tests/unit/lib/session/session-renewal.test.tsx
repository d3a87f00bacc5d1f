import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { StorageKeys } from '@/config/constants';
import { SessionApi } from '@/contract/auth/paths';
import { API_PREFIX } from '@/contract/http';
import { setStoredMember, setTokens, startSessionCheck } from '@/lib/session';
import { advanceClock, resetClock } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { createSessionFor } from '@mock/testing';

import { renderFeedback } from '../request/harness';
import { api } from './fixtures';
import { renderSession, stored } from './probes';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The API paths of the calls sent from now on, in order. */
function recordCalls(): string[] {
  const sent: string[] = [];
  const record = ({ request }: { request: Request }) => {
    sent.push(new URL(request.url).pathname.slice(API_PREFIX.length));
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return sent;
}

/** A member who logged in earlier: live tokens issued by the mock, tokens and user stored. */
function storedSession() {
  const session = createSessionFor('shipper');
  setTokens(session);
  setStoredMember(session.member);
  return session;
}

describe('SessionProvider at start when the stored access token has expired', () => {
  afterEach(() => resetClock());

  // The app starts the check before the provider mounts (after the first page's code); the
  // provider's first check takes it, refusal included.
  it.each([
    ['by the provider', false],
    ['with the app', true],
  ])(
    'renews the pair with the refresh token and shows the user, without toast or redirect (checked %s)',
    async (_when, early) => {
      const { destinations } = renderFeedback();
      const session = storedSession();
      // Back after three hours: the access token (2 h) has expired, the refresh token (30 d) not.
      advanceClock(3 * HOUR);

      const sent = recordCalls();

      if (early) startSessionCheck();
      renderSession();

      expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
      expect(screen.getByText(`member: ${session.member.nickname}`)).toBeInTheDocument();
      // Refused, renewed once, asked once more.
      expect(sent).toEqual([SessionApi.currentUser, SessionApi.token, SessionApi.currentUser]);
      const token = stored(StorageKeys.token);
      expect(token).toEqual(expect.any(String));
      expect(token).not.toBe(session.access_token);
      expect(stored(StorageKeys.refreshToken)).not.toBe(session.refresh_token);
      expect(db.refreshTokens[session.refresh_token]?.revoked ?? true).toBe(true);
      expect(destinations).toEqual([]);
      expect(screen.queryAllByRole('alert')).toHaveLength(0);
    },
  );

  it('ends the session silently when the refresh token has expired too', async () => {
    const { destinations } = renderFeedback();
    storedSession();
    advanceClock(31 * DAY);

    renderSession();

    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(screen.getByText('member: none')).toBeInTheDocument();
    expect(stored(StorageKeys.token)).toBeUndefined();
    expect(stored(StorageKeys.refreshToken)).toBeUndefined();
    expect(stored(StorageKeys.userInfo)).toBeUndefined();
    expect(destinations).toEqual([]);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('renews only once and then ends the session when the new token is refused as well', async () => {
    storedSession();
    server.use(
      http.get(api(SessionApi.currentUser), () =>
        HttpResponse.json({ code: 4098, message: '登录已过期', data: null }),
      ),
    );
    const sent = recordCalls();

    renderSession();

    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(stored(StorageKeys.token)).toBeUndefined();
    expect(sent).toEqual([SessionApi.currentUser, SessionApi.token, SessionApi.currentUser]);
  });

  it.each([
    ['no answer', () => HttpResponse.error()],
    [
      'a server error',
      () => HttpResponse.json({ code: 5000, message: '服务器繁忙', result: null }),
    ],
  ])(
    'keeps the stored session, quietly, when the renewal meets %s, and confirms it on retry',
    async (_, failure) => {
      const { destinations } = renderFeedback();
      const session = storedSession();
      advanceClock(3 * HOUR);
      server.use(http.post(api(SessionApi.token), failure, { once: true }));

      renderSession();

      expect(await screen.findByText('status: unconfirmed')).toBeInTheDocument();
      expect(stored(StorageKeys.token)).toBe(session.access_token);
      expect(stored(StorageKeys.refreshToken)).toBe(session.refresh_token);
      expect(destinations).toEqual([]);
      expect(screen.queryAllByRole('alert')).toHaveLength(0);

      await userEvent.click(screen.getByRole('button', { name: 'retry' }));
      expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
      expect(stored(StorageKeys.token)).not.toBe(session.access_token);
    },
  );
});
