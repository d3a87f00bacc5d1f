import { DEFAULT_PAGE_SIZE } from '@/contract/http';
import { NEWS_CATEGORIES, type NewsCategory, type NewsQuery } from '@/contract/news/types';
import { PAGE_PARAM } from '@/utils/page-number';

/** What the news list shows, as kept in the address (`?category=&keyword=&page=`). */
export interface NewsSearch {
  category: NewsCategory;
  keyword: string;
  current: number;
}

/** A missing category shows industry news. */
export const DEFAULT_NEWS_CATEGORY: NewsCategory = 'industry';

export function isNewsCategory(value: string | null | undefined): value is NewsCategory {
  return (NEWS_CATEGORIES as readonly string[]).includes(value ?? '');
}

/**
 * The search in `params`. An unknown category falls back to industry news and is returned as
 * `unknownCategory` so the page can say so; a page that is not a positive integer is page 1.
 */
export function parseNewsSearch(
  params: URLSearchParams,
): NewsSearch & { unknownCategory?: string } {
  const raw = params.get('category')?.trim() ?? '';
  const page = Number(params.get(PAGE_PARAM));
  return {
    category: isNewsCategory(raw) ? raw : DEFAULT_NEWS_CATEGORY,
    keyword: params.get('keyword')?.trim() ?? '',
    current: Number.isInteger(page) && page > 0 ? page : 1,
    ...(raw && !isNewsCategory(raw) ? { unknownCategory: raw } : {}),
  };
}

/** The query string of `search`: the category always (shareable), the rest when not default. */
export function formatNewsSearch(search: NewsSearch): Record<string, string> {
  return {
    category: search.category,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.current > 1 ? { [PAGE_PARAM]: String(search.current) } : {}),
  };
}

export function toNewsQuery(search: NewsSearch): NewsQuery {
  return {
    category: search.category,
    current: search.current,
    size: DEFAULT_PAGE_SIZE,
    ...(search.keyword ? { keyword: search.keyword } : {}),
  };
}
