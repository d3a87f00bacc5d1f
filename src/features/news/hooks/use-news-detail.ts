import { useRequest } from '@/hooks/use-request';
import { takeEarly } from '@/lib/early-request';
import { getLocale } from '@/lib/i18n/locale';

import { getNewsDetail } from '../api';
import { newsDetailKey } from '../early';

/**
 * One article (each load counts a view), asked again when the id or the language changes. Without
 * an id nothing is asked. The page shows failures itself. The first answer may have been asked for
 * by the route (`startNewsDetail`) in the language the requests are sent in.
 */
export function useNewsDetail(id: string, locale: string) {
  return useRequest(
    () =>
      takeEarly(newsDetailKey(id, getLocale()), () => getNewsDetail(id, { skipErrorToast: true })),
    {
      ready: id !== '',
      refreshDeps: [id, locale],
      onError: () => undefined,
    },
  );
}
