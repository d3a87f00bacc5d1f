import { ENTERPRISE_CATEGORIES } from '@/contract/directory/types';
import { useLoad } from '@/hooks/use-load';

import { getEnterprisePage } from '../api';

const quiet = { skipErrorToast: true } as const;

/**
 * How many companies each directory category lists, in `ENTERPRISE_CATEGORIES` order; the block
 * shows failures.
 */
export function useEnterpriseCounts() {
  return useLoad(async () => {
    const pages = await Promise.all(
      ENTERPRISE_CATEGORIES.map((category) => getEnterprisePage({ category, size: 1 }, quiet)),
    );
    return pages.map((page) => page.total);
  }, 'directory:counts');
}
