import { useCallback, useState } from 'react';

import { chinaToday } from '@/contract/common/calendar';
import { useUrlSearch } from '@/hooks/use-url-search';

import {
  formatScheduleSearch,
  parseScheduleSearch,
  type ScheduleSearch,
} from '../utils/schedule-search';

/** A new filter: page 1, the calendar back to the range's first week. */
const RESTART: Partial<ScheduleSearch> = { page: 1, week: undefined };

/**
 * The schedule query kept in the address, read against the day the page was opened (the default
 * range). `update` is a new filter (page 1, the range's first week); `patch` a sort, page, week or
 * view, the filters as they are.
 */
export function useScheduleSearch() {
  // The day the page was opened: the default range does not move under the reader.
  const [today] = useState(() => chinaToday(Date.now()));
  const parse = useCallback(
    (params: URLSearchParams) => parseScheduleSearch(params, today),
    [today],
  );
  const format = useCallback(
    (search: ScheduleSearch) => formatScheduleSearch(search, today),
    [today],
  );
  const { search, update, patch } = useUrlSearch(parse, format, RESTART);
  return { search, today, update, patch };
}
