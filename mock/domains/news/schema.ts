import type { NewsCategory } from '@/contract/news/types';

/** The news table's rows (re-exported by core/schema.ts). Times are epoch ms. */

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
