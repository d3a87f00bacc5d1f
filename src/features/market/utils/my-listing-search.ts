import { LISTING_STATUSES, type ListingStatus } from '@/contract/market/types';
import { PAGE_PARAM, parsePageNumber } from '@/utils/page-number';

/** The publisher's listings as the address keeps them (`?status=off&page=2`), for `useUrlSearch`. */
export interface MyListingSearch {
  /** One status, or every listing when none. */
  status: ListingStatus | undefined;
  current: number;
}

/** The status of `text`, or none for every listing (an unknown one included). */
function listingStatusOf(text: string | null): ListingStatus | undefined {
  return (LISTING_STATUSES as readonly (string | null)[]).includes(text)
    ? (text as ListingStatus)
    : undefined;
}

/** Reads the list from the address; an unknown status or a page that is not a whole number is dropped. */
export function parseMyListingSearch(params: URLSearchParams): MyListingSearch {
  return {
    status: listingStatusOf(params.get('status')),
    current: parsePageNumber(params.get(PAGE_PARAM)),
  };
}

/** Writes the list, leaving out the defaults: every listing, page 1, is the bare address. */
export function formatMyListingSearch(search: MyListingSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.status) params.set('status', search.status);
  if (search.current > 1) params.set(PAGE_PARAM, String(search.current));
  return params;
}
