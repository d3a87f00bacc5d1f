import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { formatMarketSearch, parseMarketSearch, type MarketSearch } from '../utils/market-search';

/**
 * The market search kept in the address: read from the query string (invalid values dropped) and
 * written back as a new history entry, so back/forward walk through earlier searches. A change of
 * anything but the page or the quote goes back to page 1.
 */
export function useMarketSearch() {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const search = useMemo(() => parseMarketSearch(new URLSearchParams(text)), [text]);
  const setSearch = useCallback(
    (next: MarketSearch) => setParams(formatMarketSearch(next)),
    [setParams],
  );
  const update = useCallback(
    (patch: Partial<MarketSearch>) => setSearch({ ...search, current: 1, ...patch }),
    [search, setSearch],
  );
  return { search, setSearch, update };
}
