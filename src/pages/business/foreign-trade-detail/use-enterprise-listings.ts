import { useRequest } from 'ahooks';

import { getListingPage } from '@/features/market/api';

/** The newest listings an enterprise has on the market; the block shows failures itself. */
export function useEnterpriseListings(enterpriseId: string, size: number) {
  return useRequest(() => getListingPage({ enterpriseId, size }, { skipErrorToast: true }), {
    refreshDeps: [enterpriseId, size],
    onError: () => undefined,
  });
}
