import { useMemo } from 'react';

import { useEnterpriseCounts } from '@/features/directory/hooks/use-enterprise-counts';
import { usePlatformFigures } from '@/features/home/hooks/use-home';
import { useNewsCounts } from '@/features/news/hooks/use-news-counts';
import type { Loaded } from '@/hooks/use-load';

/**
 * The landing's live counts: the platform figures, companies per directory category, news per
 * category, each asked of its feature. They show together once all are in; a failure of any is the
 * block's failure, and its retry asks again what failed.
 */
export function useLandingCounts() {
  const figures = usePlatformFigures();
  const enterprises = useEnterpriseCounts();
  const news = useNewsCounts();

  const data = useMemo(
    () =>
      figures.data && enterprises.data && news.data
        ? { figures: figures.data, enterprises: enterprises.data, news: news.data }
        : undefined,
    [figures.data, enterprises.data, news.data],
  );
  const parts: Loaded<unknown>[] = [figures, enterprises, news];
  const failed = parts.filter((part) => part.error !== undefined);
  return {
    data,
    error: failed[0]?.error,
    loading: parts.some((part) => part.loading),
    retry: () => failed.forEach((part) => part.retry()),
  };
}

export type LandingCounts = NonNullable<ReturnType<typeof useLandingCounts>['data']>;
