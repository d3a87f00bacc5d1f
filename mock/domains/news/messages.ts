import type { ParamValue } from '../../core/messages';

/**
 * How the news calls name their fields in replies. Passed as the `label` parameter, so the shared
 * field table (where `id` means a dictionary) needs no news entries.
 */
export const NEWS_LABELS = {
  id: { zh: '资讯', en: 'news item' },
  category: { zh: '资讯分类', en: 'news category' },
  keyword: { zh: '关键词', en: 'keyword' },
} as const satisfies Record<string, ParamValue>;
