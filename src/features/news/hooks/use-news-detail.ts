import { useRequest } from 'ahooks';

import { getNewsDetail } from '../api';

/**
 * One article (each load counts a view), asked again when the id or the language changes. Without
 * an id nothing is asked. The page shows failures itself.
 */
export function useNewsDetail(id: string, locale: string) {
  return useRequest(() => getNewsDetail(id, { skipErrorToast: true }), {
    ready: id !== '',
    refreshDeps: [id, locale],
    onError: () => undefined,
  });
}
