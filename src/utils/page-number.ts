/** The highest page an address may ask for; a larger number is a mistyped or hostile one. */
const PAGE_MAX = 100_000;

/** The name of a list's page number in every address (`?page=2`); page 1 is left out. */
export const PAGE_PARAM = 'page';

/** A page number from the address (`?page=`): a whole number from 1 up, else 1. */
export function parsePageNumber(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 && page <= PAGE_MAX ? page : 1;
}
