import { ENTERPRISE_CATEGORIES } from '@/contract/directory/types';
import { NEWS_CATEGORIES } from '@/contract/news/types';
import { getEnterprisePage } from '@/features/directory/api';
import { getPlatformFigures } from '@/features/home/api';
import { useLoad } from '@/features/home/hooks/use-load';
import { getNewsPage } from '@/features/news/api';

const quiet = { skipErrorToast: true } as const;

/** The landing's live counts: the platform figures, companies per directory category, news per category. */
export function useLandingCounts() {
  return useLoad(async () => {
    const [figures, enterprises, news] = await Promise.all([
      getPlatformFigures(quiet),
      Promise.all(
        ENTERPRISE_CATEGORIES.map((category) => getEnterprisePage({ category, size: 1 }, quiet)),
      ),
      Promise.all(NEWS_CATEGORIES.map((category) => getNewsPage({ category, size: 1 }, quiet))),
    ]);
    return {
      figures,
      enterprises: enterprises.map((page) => page.total),
      news: news.map((page) => page.total),
    };
  }, 'landing:counts');
}

export type LandingCounts = NonNullable<ReturnType<typeof useLandingCounts>['data']>;
