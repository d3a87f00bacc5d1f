import { TENDER_STATUSES, type TenderStatus } from '@/contract/tender/types';
import { PAGE_PARAM, parsePageNumber } from '@/utils/page-number';

/**
 * The issuer's tenders as the address keeps them, for `useUrlSearch`: the status filter, the page
 * (`?status=open&page=2`) and the tender whose bids are open beside the list (`?tenderId=`), which a
 * filter or a page keeps.
 */
export interface MyTenderSearch {
  /** One status, or every tender when none. */
  status: TenderStatus | undefined;
  current: number;
  tenderId: string | undefined;
}

/** The status of `text`, or none for every tender (an unknown one included). */
export function tenderStatusOf(text: string | null): TenderStatus | undefined {
  return (TENDER_STATUSES as readonly (string | null)[]).includes(text)
    ? (text as TenderStatus)
    : undefined;
}

/** Reads the list from the address; an unknown status, a bad page or an empty id is dropped. */
export function parseMyTenderSearch(params: URLSearchParams): MyTenderSearch {
  return {
    status: tenderStatusOf(params.get('status')),
    current: parsePageNumber(params.get(PAGE_PARAM)),
    tenderId: params.get('tenderId')?.trim() || undefined,
  };
}

/** Writes the list, leaving out the defaults: every tender, page 1, none open, is the bare address. */
export function formatMyTenderSearch(search: MyTenderSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.status) params.set('status', search.status);
  if (search.current > 1) params.set(PAGE_PARAM, String(search.current));
  if (search.tenderId) params.set('tenderId', search.tenderId);
  return params;
}
