import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { beginWechatLogin, wechatReturnHref } from '../utils/wechat-authorize';

import type { PendingWechatLogin } from '../utils/wechat-state';

/**
 * Starts a WeChat login from the login page: a new one-time `state` is kept in this tab, then the
 * browser leaves for WeChat. Without an app id (only a build with the mock) `consent` holds the
 * attempt for the simulated consent screen, whose answer returns here as WeChat's would.
 */
export function useWechatLogin(reject: string | null) {
  const navigate = useNavigate();
  const [consent, setConsent] = useState<PendingWechatLogin>();

  const start = useCallback(async () => {
    const { simulate, pending } = await beginWechatLogin(reject);
    if (simulate) setConsent(pending);
  }, [reject]);

  const closeConsent = useCallback(() => setConsent(undefined), []);

  /** The simulated screen's answer: a code when the user allowed, none when they refused. */
  const answerConsent = useCallback(
    (code?: string) => {
      if (!consent) return;
      setConsent(undefined);
      navigate(wechatReturnHref(consent.state, code));
    },
    [consent, navigate],
  );

  return { start, consent, closeConsent, answerConsent };
}
