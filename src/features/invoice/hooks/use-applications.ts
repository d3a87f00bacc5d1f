import { useRequest } from 'ahooks';

import { INVOICE_LIMITS } from '@/contract/invoice/limits';
import type { ApplicationStatus } from '@/contract/invoice/types';

import { getApplicationPage } from '../api';

/** One page of the member's applications (payer) or of those to answer (payee). */
export function useApplicationPage(
  role: 'payer' | 'payee',
  status: ApplicationStatus | undefined,
  current: number,
) {
  return useRequest(
    () =>
      getApplicationPage(
        { role, current, size: INVOICE_LIMITS.pageSize, ...(status ? { status } : {}) },
        { skipErrorToast: true },
      ),
    { refreshDeps: [role, status, current], onError: () => undefined },
  );
}
