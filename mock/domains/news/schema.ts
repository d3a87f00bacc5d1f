import type { NewsCategory } from '@/contract/news/types';

import type { TableShapes } from '../../core/schema';

/** The news table's rows. Times are epoch ms. */

/** A news item in both languages; the API answers in the request's language. */
export interface NewsRow {
  id: string;
  category: NewsCategory;
  title: { zh: string; en: string };
  summary: { zh: string; en: string };
  /** HTML as an editor wrote it: may hold hostile markup; the client sanitises. */
  content: { zh: string; en: string };
  cover?: string;
  publishedAt: number;
  views: number;
}

declare module '../../core/schema' {
  interface Tables {
    /** News by id. */
    news: Record<string, NewsRow>;
  }
}

/** The news tables, empty (registered with the domain). */
export const newsTables: TableShapes = { news: {} };
