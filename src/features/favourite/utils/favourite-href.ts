import { paths } from '@/config/paths';
import type { FavouriteKind } from '@/contract/favourite/types';

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
