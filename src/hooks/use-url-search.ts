import { useCallback, useMemo } from 'react';
import { useSearchParams, type URLSearchParamsInit } from 'react-router-dom';

/**
 * A search kept in the address. `parse` reads it from the query string (a value it cannot use is
 * dropped), `format` writes it back (defaults left out, so a plain search has a plain address). Each
 * change is a new history entry: back and forward walk through earlier searches.
 *
 * `update` changes some fields and resets those in `restart` (a new filter goes back to page 1);
 * `patch` changes some fields and keeps the rest (a page, a sort); `setSearch` writes a whole search.
 * `parse`, `format` and `restart` must keep their identity between renders (module values, or
 * memoised), as the search is read again, and the setters renewed, whenever one changes.
 */
/** The usual `restart`: a new filter shows its first page. */
export const FIRST_PAGE = { current: 1 } as const;

export function useUrlSearch<S extends object>(
  parse: (params: URLSearchParams) => S,
  format: (search: S) => URLSearchParamsInit,
  restart?: Partial<S>,
) {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const search = useMemo(() => parse(new URLSearchParams(text)), [parse, text]);

  const setSearch = useCallback((next: S) => setParams(format(next)), [setParams, format]);
  const patch = useCallback(
    (change: Partial<S>) => setSearch({ ...search, ...change }),
    [search, setSearch],
  );
  const update = useCallback(
    (change: Partial<S>) => setSearch({ ...search, ...restart, ...change }),
    [search, setSearch, restart],
  );

  return { search, setSearch, update, patch };
}
