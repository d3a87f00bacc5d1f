import { useSearchParams } from 'react-router-dom';

import { parsePageNumber } from '@/utils/page-number';

export interface TabInAddress<T extends string> {
  /** The tab the address names; the first tab when it names none or an unknown one. */
  tab: T;
  /** The page of that tab's list (`?page=`), from 1. */
  page: number;
  /** Opens a tab at a page (the first page by default) as a new history entry. */
  go: (tab: T, page?: number) => void;
  /** Opens the tab of a key at its first page (Tabs' onChange); an unknown key opens the first. */
  select: (key: string) => void;
}

/**
 * A list's tab and page kept in the address (`?<param>=<tab>&page=<n>`), so that a reload, the Back
 * button or a shared link opens the same list. The first tab and the first page are the address
 * without them; other parameters are kept.
 */
export function useTabInAddress<T extends string>(
  param: string,
  tabs: readonly [T, ...T[]],
): TabInAddress<T> {
  const [search, setSearch] = useSearchParams();
  const named = search.get(param);
  const tabOf = (key: string | null) => tabs.find((candidate) => candidate === key) ?? tabs[0];
  const tab = tabOf(named);
  const page = parsePageNumber(search.get('page'));

  const go = (nextTab: T, nextPage = 1) => {
    const next = new URLSearchParams(search);
    if (nextTab === tabs[0]) next.delete(param);
    else next.set(param, nextTab);
    if (nextPage > 1) next.set('page', String(nextPage));
    else next.delete('page');
    setSearch(next);
  };

  return { tab, page, go, select: (key) => go(tabOf(key)) };
}
