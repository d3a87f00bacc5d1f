import type { NewsCategory } from '@/contract/news/types';
import { useLoad } from '@/hooks/use-load';

import { getNewsPage } from '../api';

/** The `size` newest items of a news category, for a home block (which shows failures itself). */
export function useLatestNews(category: NewsCategory, size: number) {
  return useLoad(
    () => getNewsPage({ category, size }, { skipErrorToast: true }),
    `news:latest:${category}:${size}`,
  );
}
