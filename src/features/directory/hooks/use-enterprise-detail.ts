import { useRequest } from 'ahooks';

import { useSession } from '@/lib/session';

import { getEnterpriseDetail } from '../api';

/**
 * One enterprise. Contact details depend on the reader, so it is asked again when the member
 * changes (no shared cache). Without an id nothing is asked. The page shows failures.
 */
export function useEnterpriseDetail(id: string) {
  const { member, status } = useSession();
  return useRequest(() => getEnterpriseDetail(id, { skipErrorToast: true }), {
    refreshDeps: [id, member?.id],
    ready: Boolean(id) && status !== 'loading',
    onError: () => undefined,
  });
}
