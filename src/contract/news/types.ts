import type { PageQuery } from '@/contract/http';

/** The header's help centre is the `help` category. */
export const NEWS_CATEGORIES = ['industry', 'notice', 'help'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** A news item as lists show it, in the language the client asked for (Accept-Language). */
export interface NewsSummary {
  id: string;
  category: NewsCategory;
  title: string;
  summary: string;
  /** Image URL. */
  cover?: string;
  /** ISO 8601 with offset. */
  publishedAt: string;
  views: number;
}

export interface NewsNeighbour {
  id: string;
  title: string;
}

/** GET news/detail: reading it counts a view. */
export interface NewsDetail extends NewsSummary {
  /** HTML as the server stores it: NOT safe; render only through SafeHtml (DOMPurify). */
  content: string;
  /** The neighbours in the same category, by publishedAt. */
  previous?: NewsNeighbour;
  next?: NewsNeighbour;
}

/** GET news/page, newest first. */
export interface NewsQuery extends PageQuery {
  category?: NewsCategory;
  /** Title or summary. */
  keyword?: string;
}
