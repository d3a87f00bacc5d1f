import type { NewsQuery } from '@/contract/news/types';
import { useRequest } from '@/hooks/use-request';

import { getNewsPage } from '../api';

/**
 * One page of news. Asks again when the query (compared by value) or the language changes: the
 * server answers in the language of the request. The page shows failures itself.
 */
export function useNewsPage(query: NewsQuery, locale: string) {
  return useRequest(() => getNewsPage(query, { skipErrorToast: true }), {
    refreshDeps: [JSON.stringify(query), locale],
    onError: () => undefined,
  });
}
