import { INVOICE_LIMITS } from '@/contract/invoice/limits';
import type { ApplicationStatus } from '@/contract/invoice/types';
import { useRequest } from '@/hooks/use-request';

import { getApplicationPage } from '../api';

/**
 * One page of the member's applications (payer) or of those to answer (payee), loaded again when
 * `version` changes (an application was made elsewhere on the page).
 */
export function useApplicationPage(
  role: 'payer' | 'payee',
  status: ApplicationStatus | undefined,
  current: number,
  version = 0,
) {
  return useRequest(
    () =>
      getApplicationPage(
        { role, current, size: INVOICE_LIMITS.pageSize, ...(status ? { status } : {}) },
        { skipErrorToast: true },
      ),
    { refreshDeps: [role, status, current, version], onError: () => undefined },
  );
}
