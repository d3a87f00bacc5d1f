import { NEWS_CATEGORIES } from '@/contract/news/types';
import { useLoad } from '@/hooks/use-load';

import { getNewsPage } from '../api';

const quiet = { skipErrorToast: true } as const;

/** How many items each news category holds, in `NEWS_CATEGORIES` order; the block shows failures. */
export function useNewsCounts() {
  return useLoad(async () => {
    const pages = await Promise.all(
      NEWS_CATEGORIES.map((category) => getNewsPage({ category, size: 1 }, quiet)),
    );
    return pages.map((page) => page.total);
  }, 'news:counts');
}
