/** The highest page an address may ask for; a larger number is a mistyped or hostile one. */
const PAGE_MAX = 100_000;

/** A page number from the address (`?page=`): a whole number from 1 up, else 1. */
export function parsePageNumber(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 && page <= PAGE_MAX ? page : 1;
}
