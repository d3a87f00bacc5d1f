import { paths } from '@/config/paths';
import { FAVOURITE_KINDS, type FavouriteKind } from '@/contract/favourite/types';

/** Where a favourite's target is shown. */
export function favouriteHref(kind: FavouriteKind, targetId: string): string {
  switch (kind) {
    case 'tender':
      return paths.business.tenderDetail.href(targetId);
    case 'listing':
      return paths.business.marketDetail.href({ id: targetId });
    case 'enterprise':
      return paths.business.foreignTradeDetail.href({ id: targetId });
    case 'news':
      return paths.business.newsDetail.href({ id: targetId });
  }
}

/** Where to find more of a kind (the empty list's link). */
export function browseHref(kind: FavouriteKind): string {
  if (kind === 'tender') return paths.business.tendering.href();
  if (kind === 'listing') return paths.business.market.href();
  if (kind === 'enterprise') return paths.business.foreignTrade.href(1);
  return paths.business.newsList.href();
}

/** The kind in the address (`?kind=`), tenders when missing or unknown. */
export function parseKind(value: string | null): FavouriteKind {
  return (FAVOURITE_KINDS as readonly string[]).includes(value ?? '')
    ? (value as FavouriteKind)
    : 'tender';
}

/** A 1-based page number from the address, 1 when missing or not a positive integer. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1;
}
