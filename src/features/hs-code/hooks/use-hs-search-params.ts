import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { formatHsSearch, parseHsSearch, type HsSearch } from '../utils/hs-search';

/**
 * The HS page's keyword, page and opened code, kept in the address. Each change is a new history
 * entry, so back/forward walk through earlier searches and opened codes.
 */
export function useHsSearchParams() {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const search = useMemo(() => parseHsSearch(new URLSearchParams(text)), [text]);
  const setSearch = useCallback((next: HsSearch) => setParams(formatHsSearch(next)), [setParams]);
  return { search, setSearch };
}
