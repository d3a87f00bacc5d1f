import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  formatDirectorySearch,
  parseDirectorySearch,
  type DirectorySearch,
} from '../utils/directory-search';

/**
 * The directory's search kept in the address, each change a new history entry (back/forward walk
 * through earlier searches); a change of anything but the page goes back to page 1.
 */
export function useDirectorySearch() {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const search = useMemo(() => parseDirectorySearch(new URLSearchParams(text)), [text]);

  const setSearch = useCallback(
    (next: DirectorySearch) => setParams(formatDirectorySearch(next)),
    [setParams],
  );
  const update = useCallback(
    (patch: Partial<DirectorySearch>) => setSearch({ ...search, current: 1, ...patch }),
    [search, setSearch],
  );
  return { search, setSearch, update };
}
