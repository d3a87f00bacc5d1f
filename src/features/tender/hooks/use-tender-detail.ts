import { useRequest } from '@/hooks/use-request';
import { takeEarly } from '@/lib/early-request';
import { useSession } from '@/lib/session';

import { getTenderDetail } from '../api';
import { tenderDetailKey } from '../early';

/** How often an open detail asks again, so its bid count and status stay current. */
export const TENDER_DETAIL_POLL_MS = 30_000;

/**
 * One tender. What it holds depends on the reader (contact details, `mine`, `myBidId`), so it is
 * asked again when the member changes; it also refreshes while visible. The page shows failures.
 * A visitor's first answer may have been asked for by the route (`startTenderDetail`).
 */
export function useTenderDetail(id: string) {
  const { member, status } = useSession();
  return useRequest(
    () => takeEarly(tenderDetailKey(id), () => getTenderDetail(id, { skipErrorToast: true })),
    {
      refreshDeps: [id, member?.id],
      ready: status !== 'loading',
      pollingInterval: TENDER_DETAIL_POLL_MS,
      pollingWhenHidden: false,
      onError: () => undefined,
    },
  );
}
