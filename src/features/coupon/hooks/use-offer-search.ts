import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { formatOfferSearch, parseOfferSearch, type OfferSearch } from '../utils/offer-search';

/**
 * The offer filters kept in the address (back/forward walk through earlier searches); a change of a
 * filter goes back to page 1.
 */
export function useOfferSearch() {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const search = useMemo(() => parseOfferSearch(new URLSearchParams(text)), [text]);
  const setSearch = useCallback(
    (next: OfferSearch) => setParams(formatOfferSearch(next)),
    [setParams],
  );
  const update = useCallback(
    (patch: Partial<OfferSearch>) => setSearch({ ...search, current: 1, ...patch }),
    [search, setSearch],
  );
  return { search, setSearch, update };
}
