/** A listing's id as an address carries it: digits only, at most 12. */
export const LISTING_ID_PATTERN = /^\d{1,12}$/;

/** Whether `id` has the shape of a listing's id (an id of another shape names no listing). */
export function isListingId(id: string): boolean {
  return LISTING_ID_PATTERN.test(id);
}
