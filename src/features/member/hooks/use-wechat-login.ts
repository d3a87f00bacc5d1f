import { useCallback, useState } from 'react';

import { beginWechatLogin } from '../utils/wechat-authorize';

import type { PendingWechatLogin } from '../utils/wechat-state';

/**
 * Starts a WeChat login from the login page: a new one-time `state` is kept in this tab, then the
 * browser leaves for WeChat; without an app id (mock mode) `consent` opens the simulated screen.
 */
export function useWechatLogin(reject: string | null) {
  const [consent, setConsent] = useState<PendingWechatLogin>();

  const start = useCallback(async () => {
    const { simulate, pending } = await beginWechatLogin(reject);
    if (simulate) setConsent(pending);
  }, [reject]);

  const closeConsent = useCallback(() => setConsent(undefined), []);

  return { start, consent, closeConsent };
}
