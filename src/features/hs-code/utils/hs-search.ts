import type { HsQuery } from '@/contract/hs-code/types';
import { DEFAULT_PAGE_SIZE } from '@/contract/http';
import { PAGE_PARAM } from '@/utils/page-number';

import { classifyHsInput, searchTermOf } from './hs-input';

/** What the HS page shows, as kept in the address (`?keyword=&page=&code=`). */
export interface HsSearch {
  keyword: string;
  current: number;
  /** The 10-digit code opened in the detail view. */
  code: string;
}

export const EMPTY_HS_SEARCH: HsSearch = { keyword: '', current: 1, code: '' };

/** The search in `params`; a page that is not a positive integer is page 1, a code not 10 digits is dropped. */
export function parseHsSearch(params: URLSearchParams): HsSearch {
  const page = Number(params.get(PAGE_PARAM));
  const code = params.get('code')?.trim() ?? '';
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    current: Number.isInteger(page) && page > 0 ? page : 1,
    code: /^\d{10}$/.test(code) ? code : '',
  };
}

/** The query string of `search`, only what is not default. */
export function formatHsSearch(search: HsSearch): Record<string, string> {
  return {
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.current > 1 ? { [PAGE_PARAM]: String(search.current) } : {}),
    ...(search.code ? { code: search.code } : {}),
  };
}

/** The hs/search query of `search`, or undefined when there is nothing (valid) to search for. */
export function toHsQuery(search: HsSearch): HsQuery | undefined {
  const keyword = searchTermOf(classifyHsInput(search.keyword));
  return keyword ? { keyword, current: search.current, size: DEFAULT_PAGE_SIZE } : undefined;
}
