import { useRequest } from '@/hooks/use-request';

import { getTemplateDetail } from '../api';

/** One template with its figures and claims/uses per day; nothing while `id` is undefined. */
export function useTemplateDetail(id: string | undefined) {
  return useRequest(
    () => (id ? getTemplateDetail(id, { skipErrorToast: true }) : Promise.resolve(undefined)),
    { refreshDeps: [id], onError: () => undefined },
  );
}
