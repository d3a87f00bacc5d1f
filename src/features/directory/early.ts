import { startEarlyForVisitor } from '@/lib/early-request';

/** The key under which an enterprise asked for early waits for its detail page. */
export function enterpriseDetailKey(id: string): string {
  return `directory.detail:${id}`;
}

/**
 * A visitor's enterprise is asked for as the navigation to its page begins, beside the page's
 * code. A member's is not: its contact details depend on the reader.
 */
export function startEnterpriseDetail(id: string | undefined): void {
  if (!id) return;
  startEarlyForVisitor(enterpriseDetailKey(id), () =>
    import('./api').then((api) => api.getEnterpriseDetail(id, { skipErrorToast: true })),
  );
}
