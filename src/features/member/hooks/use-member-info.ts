import { useEffect, useRef } from 'react';

import { useRequest } from '@/hooks/use-request';
import { useSession } from '@/lib/session';

import { getMemberInfo } from '../api';

/** How often a pending certification is asked about (the mock decides after 8 s). */
export const CERT_POLL_MS = 3000;

interface MemberInfoOptions {
  /** Ask again every few seconds while the certification is pending. */
  pollWhilePending?: boolean;
}

/**
 * The member and the enterprise (`queryMemInfo`), for the forms that edit them. While a
 * certification is pending it can poll; once it is decided, the session's member is reloaded so
 * header and guards know the new state. A failed poll keeps the last data.
 */
export function useMemberInfo({ pollWhilePending = false }: MemberInfoOptions = {}) {
  const session = useSession();
  const request = useRequest(() => getMemberInfo({ skipErrorToast: true }));
  const status = request.data?.enterprise.certStatus;
  const { refresh } = request;
  const { reload } = session;

  useEffect(() => {
    if (!pollWhilePending || status !== 'pending') return undefined;
    const timer = window.setInterval(refresh, CERT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [pollWhilePending, status, refresh]);

  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'pending' && status !== undefined && status !== 'pending') {
      void reload();
    }
    previous.current = status;
  }, [status, reload]);

  return request;
}
