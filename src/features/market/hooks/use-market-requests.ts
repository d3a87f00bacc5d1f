import type { InstantQuoteQuery, ListingQuery } from '@/contract/market/types';
import { useRequest } from '@/hooks/use-request';
import { takeEarly } from '@/lib/early-request';

import { getInstantQuote, getListingDetail, getListingPage, getSimilarListings } from '../api';
import { listingDetailKey } from '../early';

/** One page of the market; asks again whenever the query changes. The page shows failures. */
export function useListingPage(query: ListingQuery) {
  return useRequest(() => getListingPage(query, { skipErrorToast: true }), {
    refreshDeps: [JSON.stringify(query)],
    onError: () => undefined,
  });
}

/** The instant quote of the address, when one is asked for. */
export function useInstantQuote(query: InstantQuoteQuery | undefined) {
  return useRequest(
    async () => (query ? getInstantQuote(query, { skipErrorToast: true }) : undefined),
    // Without a quote asked for, nothing runs (and nothing renders again).
    {
      ready: query !== undefined,
      refreshDeps: [JSON.stringify(query ?? null)],
      onError: () => undefined,
    },
  );
}

/**
 * One listing (contacts for members); the reader's session is part of the key. A visitor's first
 * answer may have been asked for by the route (`startListingDetail`).
 */
export function useListingDetail(id: string, readerId: string | undefined) {
  const ask = () => getListingDetail(id, { skipErrorToast: true });
  return useRequest(() => takeEarly(listingDetailKey(id), ask), {
    ready: Boolean(id),
    refreshDeps: [id, readerId],
    onError: () => undefined,
  });
}

export function useSimilarListings(id: string) {
  return useRequest(() => getSimilarListings(id, 4, { skipErrorToast: true }), {
    ready: Boolean(id),
    refreshDeps: [id],
    onError: () => undefined,
  });
}
