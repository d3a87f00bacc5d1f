import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { formatNewsSearch, parseNewsSearch, type NewsSearch } from '../utils/news-search';

/**
 * The news list's category, keyword and page, kept in the address. Each change is a new history
 * entry (back/forward walk through them); a new category or keyword goes back to page 1.
 */
export function useNewsSearchParams() {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const { search, unknownCategory } = useMemo(() => {
    const { unknownCategory: unknown, ...parsed } = parseNewsSearch(new URLSearchParams(text));
    return { search: parsed, unknownCategory: unknown };
  }, [text]);

  const setSearch = useCallback(
    (next: NewsSearch) => setParams(formatNewsSearch(next)),
    [setParams],
  );
  const update = useCallback(
    (patch: Partial<NewsSearch>) => setSearch({ ...search, current: 1, ...patch }),
    [search, setSearch],
  );

  return { search, unknownCategory, setSearch, update };
}
