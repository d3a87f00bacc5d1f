import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  formatTenderSearch,
  parseTenderSearch,
  type TenderSearch,
  type TenderSearchField,
} from '../utils/tender-search';

/**
 * A tender search kept in the address: read from the query string (invalid values ignored), and
 * written back as a new history entry, so back/forward walk through earlier searches. A change of
 * anything but the page goes back to page 1.
 */
export function useTenderSearchParams(fields: readonly TenderSearchField[]) {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const search = useMemo(
    () => parseTenderSearch(new URLSearchParams(text), fields),
    [text, fields],
  );

  const setSearch = useCallback(
    (next: TenderSearch) => setParams(formatTenderSearch(next)),
    [setParams],
  );
  const update = useCallback(
    (patch: Partial<TenderSearch>) => setSearch({ ...search, current: 1, ...patch }),
    [search, setSearch],
  );

  return { search, setSearch, update };
}
