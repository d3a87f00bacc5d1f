import { useLoad } from '@/hooks/use-load';

import { getTenderPage } from '../api';

/** The `size` newest open tenders, for a home block (which shows failures itself). */
export function useLatestTenders(size: number) {
  return useLoad(
    () => getTenderPage({ status: 'open', size }, { skipErrorToast: true }),
    `tender:latest:${size}`,
  );
}
