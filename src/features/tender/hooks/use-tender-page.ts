import { useMemo } from 'react';

import type { TenderQuery } from '@/contract/tender/types';
import { useRequest } from '@/hooks/use-request';
import { FIRST_PAGE, useUrlSearch } from '@/hooks/use-url-search';

import { getTenderPage } from '../api';
import { formatTenderSearch, toTenderQuery, type TenderSearch } from '../utils/tender-search';

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

/**
 * A tender search kept in the address (`parse` says which filters it reads) and its page of
 * tenders; a new filter goes back to page 1.
 */
export function useTenderSearchPage(parse: (params: URLSearchParams) => TenderSearch) {
  const address = useUrlSearch(parse, formatTenderSearch, FIRST_PAGE);
  const query = useMemo(() => toTenderQuery(address.search), [address.search]);
  return { ...address, page: useTenderPage(query) };
}
