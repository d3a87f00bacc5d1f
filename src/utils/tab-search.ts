import { PAGE_PARAM, parsePageNumber } from './page-number';

/** A tabbed list as `useUrlSearch` keeps it: the tab, and the page of that tab's list from 1. */
export interface TabSearch<T extends string> {
  tab: T;
  current: number;
}

/**
 * How a tabbed list lives in the address (`?<param>=<tab>&page=<n>`), for `useUrlSearch` with
 * `FIRST_PAGE` (another tab opens at its first page): the first tab and page 1 are the bare address,
 * an unknown tab or page reads as the first. `tabOf` turns a Tabs key into a tab the same way.
 * Made once per page at module level, so that `parse` and `format` keep their identity.
 */
export function tabSearch<T extends string>(param: string, tabs: readonly [T, ...T[]]) {
  const tabOf = (key: string | null): T => tabs.find((tab) => tab === key) ?? tabs[0];
  return {
    tabOf,
    parse: (params: URLSearchParams): TabSearch<T> => ({
      tab: tabOf(params.get(param)),
      current: parsePageNumber(params.get(PAGE_PARAM)),
    }),
    format: (search: TabSearch<T>): URLSearchParams => {
      const params = new URLSearchParams();
      if (search.tab !== tabs[0]) params.set(param, search.tab);
      if (search.current > 1) params.set(PAGE_PARAM, String(search.current));
      return params;
    },
  };
}
