import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import * as v from 'valibot';

import { TokenPairSchema } from '@/contract/auth/types';
import type { Member } from '@/contract/member/types';
import { removeAllDrafts } from '@/lib/drafts/draft-keys';
import { isAuthFailure, TransportError } from '@/lib/request';

import { renewSession, startRefreshTimer } from './refresh-timer';
import { checkCurrentMember, getCurrentMember, logoutRequest, SESSION_CALL } from './session-api';
import {
  clearTokens,
  getRefreshToken,
  getStoredMember,
  getToken,
  setStoredMember,
  setTokens,
  subscribe,
  type TokenPair,
} from './token-storage';

import type { SessionContextValue, SessionStatus } from './types';

interface SessionState {
  status: SessionStatus;
  member: Member | undefined;
  loggedOut: boolean;
}

const ANONYMOUS: SessionState = { status: 'anonymous', member: undefined, loggedOut: false };
const LOGGED_OUT: SessionState = { ...ANONYMOUS, loggedOut: true };
const LOADING: SessionState = { status: 'loading', member: undefined, loggedOut: false };

const SessionContext = createContext<SessionContextValue | undefined>(undefined);

/** Holds the session: the stored tokens, the logged-in member and the refresh timer. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() => (getToken() ? LOADING : ANONYMOUS));
  const statusRef = useRef<SessionStatus>(state.status);
  // The token the state belongs to; a stored token that differs means another session.
  const knownToken = useRef<string | undefined>(undefined);
  // Answers of superseded current-user calls are ignored.
  const generation = useRef(0);
  // While `confirm` renews a refused token, the pair this tab stores belongs to the same session.
  const renewing = useRef(false);

  const apply = useCallback((next: SessionState) => {
    statusRef.current = next.status;
    setState(next);
  }, []);

  const forget = useCallback(
    (next: SessionState = ANONYMOUS) => {
      generation.current += 1;
      knownToken.current = undefined;
      apply(next);
    },
    [apply],
  );

  /**
   * Fetches the member of `token`. After a 4098 with a refresh token stored (a member back after
   * the access token expired), renews the pair once and asks again; a 4098 that stays, or a refused
   * refresh token, ends the session silently. A renewal that meets no answer or a server error,
   * and any other failure, leave an authenticated session as it is (a background check) and make
   * any other one 'unconfirmed', tokens kept, for a later try.
   */
  const confirm = useCallback(
    (token: string): Promise<void> => {
      const current = ++generation.current;
      const superseded = () => current !== generation.current;
      knownToken.current = token;
      return checkCurrentMember()
        .catch(async (error: unknown) => {
          if (superseded() || !isAuthFailure(error) || !getRefreshToken()) throw error;
          renewing.current = true;
          const renewal = await renewSession().finally(() => {
            renewing.current = false;
          });
          if (superseded() || renewal === 'refused') throw error;
          if (renewal === 'unavailable') throw new TransportError('network');
          knownToken.current = getToken();
          return getCurrentMember(SESSION_CALL);
        })
        .then(
          (member) => {
            if (superseded()) return;
            setStoredMember(member);
            // The page a member waited for renders as a transition, in slices a phone's main
            // thread can take between input.
            startTransition(() => apply({ status: 'authenticated', member, loggedOut: false }));
          },
          (error: unknown) => {
            if (superseded()) return;
            if (isAuthFailure(error)) {
              forget();
              clearTokens();
            } else if (statusRef.current !== 'authenticated') {
              apply({ status: 'unconfirmed', member: undefined, loggedOut: false });
            }
          },
        );
    },
    [apply, forget],
  );

  useEffect(() => {
    // The initial state is already 'loading' when a token was stored at the first render; another
    // tab may have ended the session since, before this subscription could hear of it.
    const token = getToken();
    if (token) void confirm(token);
    else if (statusRef.current === 'loading') forget();
    const stopTimer = startRefreshTimer();
    const unsubscribe = subscribe((source) => {
      const token = getToken();
      if (token === knownToken.current) {
        const member = getStoredMember();
        if (source === 'remote' && member && statusRef.current === 'authenticated') {
          apply({ status: 'authenticated', member, loggedOut: false });
        }
        return;
      }
      if (!token) {
        forget();
        return;
      }
      if (source === 'local' && (renewing.current || statusRef.current === 'authenticated')) {
        // This tab rotated the session's pair: the refresh timer, or the renewal in `confirm`.
        knownToken.current = token;
        return;
      }
      if (statusRef.current === 'authenticated') {
        // Another tab refreshed or logged in: check the member in the background.
        void confirm(token);
        return;
      }
      apply(LOADING);
      void confirm(token);
    });
    return () => {
      generation.current += 1;
      stopTimer();
      unsubscribe();
    };
  }, [apply, confirm, forget]);

  const login = useCallback(
    async (tokens: TokenPair) => {
      // A login "success" without both tokens stores nothing and fails like an unusable reply.
      if (!v.is(TokenPairSchema, tokens)) throw new TransportError('server');
      const current = ++generation.current;
      knownToken.current = tokens.access_token;
      setTokens(tokens);
      try {
        const member = await getCurrentMember(SESSION_CALL);
        if (current === generation.current) {
          setStoredMember(member);
          apply({ status: 'authenticated', member, loggedOut: false });
        }
        return member;
      } catch (error) {
        if (current === generation.current) {
          forget();
          clearTokens();
        }
        throw error;
      }
    },
    [apply, forget],
  );

  /**
   * Ends the session here at once (tokens and the stored member gone, whatever happens next), then
   * tells the server with the old token: a tab closed meanwhile, or a server that never answers,
   * leaves nothing stored.
   */
  const logout = useCallback(async () => {
    const token = getToken();
    forget(LOGGED_OUT);
    clearTokens();
    // Drafts hold what a member typed: the next person at a shared computer must not see them.
    removeAllDrafts();
    if (!token) return;
    try {
      await logoutRequest({ ...SESSION_CALL, token, keepalive: true });
    } catch {
      // The session has ended here whatever the server says.
    }
  }, [forget]);

  const reload = useCallback(async () => {
    const token = getToken();
    if (!token) {
      forget();
      return;
    }
    if (statusRef.current !== 'authenticated') apply(LOADING);
    await confirm(token);
  }, [apply, confirm, forget]);

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, login, logout, reload }),
    [state, login, logout, reload],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session: status, logged-in member, login, logout, reload. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() needs a <SessionProvider> above it');
  return value;
}
