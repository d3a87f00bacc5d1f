import * as v from 'valibot';

import type { PageQuery } from '@/contract/http';
import { count, entityId, filled, isoDateTime, optional, text } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

/** The header's help centre is the `help` category. */
export const NEWS_CATEGORIES = ['industry', 'notice', 'help'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** A news item as lists show it, in the language the client asked for (Accept-Language). */
export const NewsSummarySchema = v.object({
  id: entityId,
  category: v.picklist(NEWS_CATEGORIES),
  title: filled,
  summary: text,
  /** Image URL. */
  cover: optional(filled),
  publishedAt: isoDateTime,
  views: count,
});
export type NewsSummary = Infer<typeof NewsSummarySchema>;

/** A news item next to the one read: its summary's id and title. */
export const NewsNeighbourSchema = v.pick(NewsSummarySchema, ['id', 'title']);
export type NewsNeighbour = Infer<typeof NewsNeighbourSchema>;

/** GET news/detail: reading it counts a view. */
export const NewsDetailSchema = v.object({
  ...NewsSummarySchema.entries,
  /** HTML as the server stores it: NOT safe; render only through SafeHtml (DOMPurify). */
  content: text,
  /** The neighbours in the same category, by publishedAt. */
  previous: optional(NewsNeighbourSchema),
  next: optional(NewsNeighbourSchema),
});
export type NewsDetail = Infer<typeof NewsDetailSchema>;

/** GET news/page, newest first. */
export interface NewsQuery extends PageQuery {
  category?: NewsCategory;
  /** Title or summary. */
  keyword?: string;
}
