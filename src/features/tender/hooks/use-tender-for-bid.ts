import { useRequest } from '@/hooks/use-request';

import { getTenderDetail } from '../api';

/**
 * The tender a bid form is about (the quote page): read when `id` changes and on `refresh` (after a
 * save, a withdrawal or a conflict), never polled, as the form locks itself at the deadline; nothing
 * is asked while `id` is empty. The page shows failures.
 */
export function useTenderForBid(id: string) {
  return useRequest(() => getTenderDetail(id, { skipErrorToast: true }), {
    ready: Boolean(id),
    refreshDeps: [id],
    onError: () => undefined,
  });
}
