import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';

import { SessionApi } from '@/contract/auth/paths';
import { SessionProvider, useSession } from '@/lib/session';
import { appStorage } from '@/lib/storage';
import { server } from '@mock/node';

import { api, TOKENS } from './fixtures';

/** Shows the session and offers its actions, as a page would. */
export function Probe() {
  const { status, member, logout, reload } = useSession();
  return (
    <div>
      <p>status: {status}</p>
      <p>member: {member?.nickname ?? 'none'}</p>
      <button type="button" onClick={() => void logout()}>
        log out
      </button>
      <button type="button" onClick={() => void reload()}>
        retry
      </button>
    </div>
  );
}

/** Logs in with `tokens` (TOKENS) and shows a failure itself, as the login form does. */
export function LoginProbe({ tokens = TOKENS }: { tokens?: typeof TOKENS }) {
  const { status, login } = useSession();
  const [failure, setFailure] = useState<string>();
  const logIn = () => {
    login(tokens).catch((error: unknown) => {
      setFailure(error instanceof Error ? error.message : 'unknown');
    });
  };
  return (
    <div>
      <p>status: {status}</p>
      {failure === undefined ? null : <p>login failed: {failure}</p>}
      <button type="button" onClick={logIn}>
        log in
      </button>
    </div>
  );
}

export const ok = (data: unknown) => HttpResponse.json({ code: 200, message: 'ok', data });
export const fail = (code: number, message: string) =>
  HttpResponse.json({ code, message, data: null });
export const stored = (key: string) => appStorage.get<unknown>(key);

/** Answers the current-user call with `reply`; the token each call carried goes into `tokens`. */
export function currentMemberReplies(reply: () => Response, tokens?: (string | null)[]) {
  server.use(
    http.get(api(SessionApi.currentUser), ({ request }) => {
      tokens?.push(request.headers.get('token'));
      return reply();
    }),
  );
}

export function renderSession(ui = <Probe />) {
  return render(<SessionProvider>{ui}</SessionProvider>);
}
