import { DEFAULT_PAGE_SIZE } from '@/contract/http';
import type { TenderStatus } from '@/contract/tender/types';
import { useRequest } from '@/hooks/use-request';

import { getMyTenderPage } from '../api';

/**
 * The issuer's tenders, one page at a time, any status or one. The page shows a failure with a
 * retry (no toast); no shared cache: the list is the member's own.
 */
export function useMyTenderPage(status: TenderStatus | undefined, current: number) {
  return useRequest(
    () => getMyTenderPage({ status, current, size: DEFAULT_PAGE_SIZE }, { skipErrorToast: true }),
    { refreshDeps: [status, current], onError: () => undefined },
  );
}
