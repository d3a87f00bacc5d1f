import { startEarlyForVisitor } from '@/lib/early-request';

/** The key under which a tender asked for early waits for its detail page. */
export function tenderDetailKey(id: string): string {
  return `tender.detail:${id}`;
}

/**
 * A visitor's tender is asked for as the navigation to its page begins, beside the page's code. A
 * member's waits for the session to be confirmed, since what a tender holds depends on its reader.
 */
export function startTenderDetail(id: string | undefined): void {
  if (!id) return;
  startEarlyForVisitor(tenderDetailKey(id), () =>
    import('./api').then((api) => api.getTenderDetail(id, { skipErrorToast: true })),
  );
}
