import { startEarly } from '@/lib/early-request';
import { getLocale } from '@/lib/i18n/locale';

/** The key under which an article asked for early waits for its page: its text is the language's. */
export function newsDetailKey(id: string, locale: string): string {
  return `news.detail:${locale}:${id}`;
}

/**
 * An article (the same for every reader) is asked for as the navigation to its page begins,
 * beside the page's code, and its cover, the page's largest picture, is fetched as soon as the
 * article names it rather than once the page has drawn it.
 */
export function startNewsDetail(id: string | undefined): void {
  if (!id) return;
  startEarly(newsDetailKey(id, getLocale()), () =>
    import('./early-detail').then((ahead) => ahead.askNewsDetailAhead(id)),
  );
}
