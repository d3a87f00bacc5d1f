import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { toastMessage } from '@/lib/request';
import { useDescribeError } from '@/lib/request/use-describe-error';
import { REJECT_PARAM, useSession } from '@/lib/session';

import { wechatCallBack } from '../api';
import { takeWechatLogin, type WechatStateRefusal } from '../utils/wechat-state';

export type WechatReturn =
  | { kind: 'idle' }
  /** Back from WeChat: the state check and the callback call are under way. */
  | { kind: 'checking' }
  /** Refused without any call: a state this tab did not issue, an old one, or the user said no. */
  | { kind: 'refused'; reason: WechatStateRefusal | 'denied' }
  /** The callback (or the login after it) failed: the server's or a generic message. */
  | { kind: 'failed'; message: string }
  /** The WeChat account has no member yet: bind one or register. */
  | { kind: 'unbound'; bindTicket: string; nickname: string };

const IDLE: WechatReturn = { kind: 'idle' };
const CHECKING: WechatReturn = { kind: 'checking' };

/**
 * The return from WeChat to `/login?code=&state=`. The state is checked against (and removed from)
 * this tab's storage before anything is sent; then `wechatCallBack`, and `code` and `state` leave
 * the address bar (replaced, keeping `reject`, or taking the one saved when the login started). A
 * bound WeChat account is logged in and the login page goes on to the return address.
 */
export function useWechatReturn() {
  const describe = useDescribeError();
  const { status: sessionStatus, login } = useSession();
  const [params, setParams] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const arriving = code !== null || state !== null;
  const [settled, setSettled] = useState<WechatReturn>(IDLE);
  // The return address saved when the login started: the page may render before the address bar
  // has taken it back.
  const [savedReject, setSavedReject] = useState<string | null>(null);
  // The return being handled: effects that run twice (StrictMode) must not spend the state twice.
  const handled = useRef<string | undefined>(undefined);
  // A member already logged in is sent on by the page; a stored token is confirmed first.
  const ready = sessionStatus === 'anonymous' || sessionStatus === 'unconfirmed';

  useEffect(() => {
    if (!arriving) {
      handled.current = undefined;
      return;
    }
    const key = `${code ?? ''}\n${state ?? ''}`;
    if (!ready || handled.current === key) return;
    handled.current = key;

    const check = takeWechatLogin(state);
    const leaveAddressBar = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('code');
          next.delete('state');
          const saved = check.ok ? check.pending.reject : null;
          if (saved && !next.has(REJECT_PARAM)) next.set(REJECT_PARAM, saved);
          return next;
        },
        { replace: true },
      );
    const settle = (outcome: WechatReturn) => {
      setSettled(outcome);
      setSavedReject(check.ok ? check.pending.reject : null);
      leaveAddressBar();
    };

    // Refusals settle after the effect too, as the call's answer does; no call is made.
    if (!check.ok) {
      void Promise.resolve().then(() => settle({ kind: 'refused', reason: check.reason }));
      return;
    }
    if (!code) {
      void Promise.resolve().then(() => settle({ kind: 'refused', reason: 'denied' }));
      return;
    }
    wechatCallBack({ code, state: check.pending.state })
      .then(async (result) => {
        if (!result.bound) {
          settle({ kind: 'unbound', bindTicket: result.bindTicket, nickname: result.nickname });
          return;
        }
        // Still busy until the login page moves on to the return address.
        settle(CHECKING);
        await login(result);
        toastMessage('success', { id: 'wechat.login.success' });
      })
      .catch((error: unknown) => {
        const message = describe(error);
        settle({ kind: 'failed', message });
      });
  }, [arriving, code, state, ready, setParams, login, describe]);

  return {
    status: arriving ? CHECKING : settled,
    /** The `reject` saved when this WeChat login started. */
    savedReject,
    reset: () => setSettled(IDLE),
  };
}
