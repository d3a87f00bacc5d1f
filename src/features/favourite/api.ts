import { FavouriteApi } from '@/contract/favourite/paths';
import { FavouriteReplies } from '@/contract/favourite/replies';
import type { FavouriteBody, FavouriteKind, FavouriteQuery } from '@/contract/favourite/types';
import { request, type RequestOptions } from '@/lib/request';

/** My favourites, newest first. GET /trading/api/collect/page */
export function getFavouritePage(query: FavouriteQuery = {}, options?: RequestOptions) {
  return request.get(FavouriteApi.page, FavouriteReplies.page, query, options);
}

/** Which of `targetIds` I have favourited. GET /trading/api/collect/check */
export function checkFavourites(
  kind: FavouriteKind,
  targetIds: readonly string[],
  options?: RequestOptions,
) {
  return request.get(
    FavouriteApi.check,
    FavouriteReplies.check,
    { kind, targetIds: targetIds.join(',') },
    options,
  );
}

/** Adds a favourite. POST /trading/api/collect/add */
export function addFavourite(body: FavouriteBody, options?: RequestOptions) {
  return request.post(FavouriteApi.add, FavouriteReplies.add, body, options);
}

/** Removes a favourite. POST /trading/api/collect/remove */
export function removeFavourite(body: FavouriteBody, options?: RequestOptions) {
  return request.post(FavouriteApi.remove, FavouriteReplies.remove, body, options);
}
