/** A listing's id as an address carries it: digits only, at most 12. */
export function isListingId(id: string): boolean {
  return /^\d{1,12}$/.test(id);
}
