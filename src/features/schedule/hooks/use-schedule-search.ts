import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { chinaToday } from '@/contract/common/calendar';

import {
  formatScheduleSearch,
  parseScheduleSearch,
  type ScheduleSearch,
} from '../utils/schedule-search';

/**
 * The schedule query kept in the address; each change is a new history entry, so back/forward walk
 * through earlier searches. A change of a filter goes back to page 1 and to the range's first week.
 */
export function useScheduleSearch() {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  // The day the page was opened: the default range does not move under the reader.
  const [today] = useState(() => chinaToday(Date.now()));
  const search = useMemo(
    () => parseScheduleSearch(new URLSearchParams(text), today),
    [text, today],
  );
  const setSearch = useCallback(
    (next: ScheduleSearch) => setParams(formatScheduleSearch(next, today)),
    [setParams, today],
  );
  /** A new filter: page 1, the calendar back to the range's first week. */
  const update = useCallback(
    (patch: Partial<ScheduleSearch>) => {
      const { week: _week, ...rest } = search;
      setSearch({ ...rest, page: 1, ...patch });
    },
    [search, setSearch],
  );
  /** Sort, page, week or view: the filters stay as they are. */
  const patch = useCallback(
    (change: Partial<ScheduleSearch>) => setSearch({ ...search, ...change }),
    [search, setSearch],
  );
  return { search, today, update, patch };
}
