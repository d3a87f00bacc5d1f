import { useRequest } from 'ahooks';

import type { TenderQuery } from '@/contract/tender/types';

import { getTenderPage } from '../api';

/**
 * One page of tenders for the hall and search. Asks again whenever the query changes (compared by
 * value); an answer to an older query is dropped. The page shows failures itself.
 */
export function useTenderPage(query: TenderQuery) {
  return useRequest(() => getTenderPage(query, { skipErrorToast: true }), {
    refreshDeps: [JSON.stringify(query)],
    onError: () => undefined,
  });
}
