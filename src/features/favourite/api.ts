import { FavouriteApi } from '@/contract/favourite/paths';
import type {
  Favourite,
  FavouriteBody,
  FavouriteKind,
  FavouriteQuery,
} from '@/contract/favourite/types';
import type { Page } from '@/contract/http';
import { unchecked } from '@/contract/schema';
import { request, type RequestOptions } from '@/lib/request';

/** My favourites, newest first. GET /trading/api/collect/page */
export function getFavouritePage(query: FavouriteQuery = {}, options?: RequestOptions) {
  return request.get(FavouriteApi.page, unchecked<Page<Favourite>>(), query, options);
}

/** Which of `targetIds` I have favourited. GET /trading/api/collect/check */
export function checkFavourites(
  kind: FavouriteKind,
  targetIds: readonly string[],
  options?: RequestOptions,
) {
  return request.get(
    FavouriteApi.check,
    unchecked<string[]>(),
    { kind, targetIds: targetIds.join(',') },
    options,
  );
}

/** Adds a favourite. POST /trading/api/collect/add */
export function addFavourite(body: FavouriteBody, options?: RequestOptions) {
  return request.post(FavouriteApi.add, unchecked<Favourite>(), body, options);
}

/** Removes a favourite. POST /trading/api/collect/remove */
export function removeFavourite(body: FavouriteBody, options?: RequestOptions) {
  return request.post(FavouriteApi.remove, unchecked<null>(), body, options);
}
