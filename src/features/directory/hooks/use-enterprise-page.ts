import type { EnterpriseQuery } from '@/contract/directory/types';
import { useRequest } from '@/hooks/use-request';

import { getEnterprisePage } from '../api';

/**
 * One page of a directory category. Asks again whenever the query changes (compared by value);
 * the page shows failures itself.
 */
export function useEnterprisePage(query: EnterpriseQuery) {
  return useRequest(() => getEnterprisePage(query, { skipErrorToast: true }), {
    refreshDeps: [JSON.stringify(query)],
    onError: () => undefined,
  });
}
