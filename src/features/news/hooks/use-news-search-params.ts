import { useMemo } from 'react';

import { FIRST_PAGE, useUrlSearch } from '@/hooks/use-url-search';

import { formatNewsSearch, parseNewsSearch } from '../utils/news-search';

/**
 * The news list's category, keyword and page, kept in the address; a new category or keyword goes
 * back to page 1. An unknown category in the address is handed out apart, for the page to name.
 */
export function useNewsSearchParams() {
  const {
    search: parsed,
    setSearch,
    update,
  } = useUrlSearch(parseNewsSearch, formatNewsSearch, FIRST_PAGE);
  const { search, unknownCategory } = useMemo(() => {
    const { unknownCategory: unknown, ...rest } = parsed;
    return { search: rest, unknownCategory: unknown };
  }, [parsed]);

  return { search, unknownCategory, setSearch, update };
}
