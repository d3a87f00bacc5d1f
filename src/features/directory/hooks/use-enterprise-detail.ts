import { useRequest } from '@/hooks/use-request';
import { takeEarly } from '@/lib/early-request';
import { useSession } from '@/lib/session';

import { getEnterpriseDetail } from '../api';
import { enterpriseDetailKey } from '../early';

/**
 * One enterprise. Contact details depend on the reader, so it is asked again when the member
 * changes (no shared cache). Without an id nothing is asked. The page shows failures. A visitor's
 * first answer may have been asked for by the route (`startEnterpriseDetail`).
 */
export function useEnterpriseDetail(id: string) {
  const { member, status } = useSession();
  return useRequest(
    () =>
      takeEarly(enterpriseDetailKey(id), () => getEnterpriseDetail(id, { skipErrorToast: true })),
    {
      refreshDeps: [id, member?.id],
      ready: Boolean(id) && status !== 'loading',
      onError: () => undefined,
    },
  );
}
