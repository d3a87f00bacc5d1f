import type { NewsDetail, NewsSummary } from '@/contract/news/types';

import { isoCst } from '../../core/time';

import type { Lang } from '../../core/messages';
import type { NewsReading } from './rules';
import type { NewsRow } from './schema';

/** A news item as lists show it, in `lang`. */
export function toNewsSummary(row: NewsRow, lang: Lang): NewsSummary {
  return {
    id: row.id,
    category: row.category,
    title: row.title[lang],
    summary: row.summary[lang],
    ...(row.cover ? { cover: row.cover } : {}),
    publishedAt: isoCst(row.publishedAt),
    views: row.views,
  };
}

/** The whole item in `lang`, its body as stored (the client sanitises it). */
export function toNewsDetail({ row, previous, next }: NewsReading, lang: Lang): NewsDetail {
  return {
    ...toNewsSummary(row, lang),
    content: row.content[lang],
    ...(previous ? { previous: { id: previous.id, title: previous.title[lang] } } : {}),
    ...(next ? { next: { id: next.id, title: next.title[lang] } } : {}),
  };
}
