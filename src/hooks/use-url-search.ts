import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams, type URLSearchParamsInit } from 'react-router-dom';

import { PAGE_PARAM } from '@/utils/page-number';

/**
 * What the page number was called in the address before every list named it `page` (my listings,
 * the tender hall, the market, the directory …). An old link or bookmark with it still opens its
 * page, and the address is rewritten to `page` in place.
 */
const LEGACY_PAGE_PARAM = 'current';

/** The query with a legacy page number renamed `page` where it stood (a `page` already there wins). */
function withPageParam(params: URLSearchParams): URLSearchParams {
  if (!params.has(LEGACY_PAGE_PARAM)) return params;
  const named = params.has(PAGE_PARAM);
  const renamed = new URLSearchParams();
  for (const [key, value] of params) {
    if (key !== LEGACY_PAGE_PARAM) renamed.append(key, value);
    else if (!named && !renamed.has(PAGE_PARAM)) renamed.append(PAGE_PARAM, value);
  }
  return renamed;
}

/** The usual `restart`: a new filter shows its first page. */
export const FIRST_PAGE = { current: 1 } as const;

/**
 * A list's search kept in the address: its tab, filters, sort and page (`?page=`, the one name of
 * the page number in every address). `parse` reads it from the query string (a value it cannot use
 * is dropped), `format` writes it back (defaults left out, so a plain search has a plain address).
 * Each change is a new history entry: back and forward walk through earlier searches.
 *
 * `update` changes some fields and resets those in `restart` (a new filter goes back to page 1);
 * `patch` changes some fields and keeps the rest (a page, a sort); `setSearch` writes a whole search.
 * `parse`, `format` and `restart` must keep their identity between renders (module values, or
 * memoised), as the search is read again, and the setters renewed, whenever one changes.
 *
 * An address with the legacy `?current=` is read as `?page=` and replaced (no new history entry) by
 * the same query with `page`; the search read from both is one object, so nothing is asked twice.
 */
export function useUrlSearch<S extends object>(
  parse: (params: URLSearchParams) => S,
  format: (search: S) => URLSearchParamsInit,
  restart?: Partial<S>,
) {
  const [params, setParams] = useSearchParams();
  const legacy = params.has(LEGACY_PAGE_PARAM);
  const text = withPageParam(params).toString();
  const search = useMemo(() => parse(new URLSearchParams(text)), [parse, text]);

  useEffect(() => {
    if (legacy) setParams(new URLSearchParams(text), { replace: true });
  }, [legacy, text, setParams]);

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
