import { charCount } from '@/contract/common/text-length';
import { BizCode } from '@/contract/http';
import { NEWS_CATEGORIES } from '@/contract/news/types';

import { accept, invalid, reject, type RuleResult } from '../../core/result';
import { NEWS_LABELS } from './messages';

import type { Lang } from '../../core/messages';
import type { Db } from '../../core/schema';
import type { NewsRow } from './schema';

/** The longest keyword accepted. */
export const NEWS_KEYWORD_MAX = 50;

const newest = (a: NewsRow, b: NewsRow) =>
  b.publishedAt - a.publishedAt || Number(b.id) - Number(a.id);

/**
 * The news a NewsQuery asks for, newest first: `category` must be one of the three (else a 4000
 * naming it); `keyword` matches the title or summary in the reader's language, ignoring case.
 */
export function queryNews(db: Db, query: URLSearchParams, lang: Lang): RuleResult<NewsRow[]> {
  const category = query.get('category')?.trim() ?? '';
  if (category && !(NEWS_CATEGORIES as readonly string[]).includes(category)) {
    return invalid('category', 'field.invalid', { label: NEWS_LABELS.category });
  }
  const keyword = query.get('keyword')?.trim().toLowerCase() ?? '';
  if (charCount(keyword) > NEWS_KEYWORD_MAX) {
    return invalid('keyword', 'field.tooLong', {
      label: NEWS_LABELS.keyword,
      max: NEWS_KEYWORD_MAX,
    });
  }
  const rows = Object.values(db.news).filter(
    (row) =>
      (!category || row.category === category) &&
      (!keyword ||
        row.title[lang].toLowerCase().includes(keyword) ||
        row.summary[lang].toLowerCase().includes(keyword)),
  );
  return accept(rows.sort(newest));
}

export function findNews(db: Db, id: string): RuleResult<NewsRow> {
  if (!id) return invalid('id', 'field.required', { label: NEWS_LABELS.id });
  const row = db.news[id];
  if (!row) {
    return reject(BizCode.notFound, 'field.notFound', {
      field: 'id',
      params: { label: NEWS_LABELS.id },
    });
  }
  return accept(row);
}

export interface NewsReading {
  row: NewsRow;
  /** Published just before it, in the same category. */
  previous?: NewsRow;
  /** Published just after it, in the same category. */
  next?: NewsRow;
}

/** Opens an item: counts one view and finds its neighbours in its category by publishedAt. */
export function readNews(db: Db, id: string): RuleResult<NewsReading> {
  const found = findNews(db, id);
  if (!found.ok) return found;
  const row = found.value;
  row.views += 1;
  const siblings = Object.values(db.news)
    .filter((other) => other.category === row.category)
    .sort(newest);
  const index = siblings.findIndex((other) => other.id === row.id);
  const next = siblings[index - 1];
  const previous = siblings[index + 1];
  return accept({ row, ...(previous ? { previous } : {}), ...(next ? { next } : {}) });
}
