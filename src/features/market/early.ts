import { isListingId } from '@/contract/market/listing-id';
import { startEarlyForVisitor } from '@/lib/early-request';

/** The key under which a listing asked for early waits for its detail page. */
export function listingDetailKey(id: string): string {
  return `market.detail:${id}`;
}

/**
 * A visitor's listing is asked for as the navigation to its page begins, beside the page's code. A
 * member's is not: what a listing holds (contact details, `mine`) depends on its reader.
 */
export function startListingDetail(id: string | null): void {
  if (!id || !isListingId(id)) return;
  startEarlyForVisitor(listingDetailKey(id), () =>
    import('./api').then((api) => api.getListingDetail(id, { skipErrorToast: true })),
  );
}
