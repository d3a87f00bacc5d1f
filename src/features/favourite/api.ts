import { FavouriteApi } from '@/contract/favourite/paths';
import type {
  Favourite,
  FavouriteBody,
  FavouriteKind,
  FavouriteQuery,
} from '@/contract/favourite/types';
import type { Page } from '@/contract/http';
import { request, type RequestOptions } from '@/lib/request';

/** My favourites, newest first. GET /trading/api/collect/page */
export function getFavouritePage(query: FavouriteQuery = {}, options?: RequestOptions) {
  return request.get<Page<Favourite>>(FavouriteApi.page, query, options);
}

/** Which of `targetIds` I have favourited. GET /trading/api/collect/check */
export function checkFavourites(
  kind: FavouriteKind,
  targetIds: readonly string[],
  options?: RequestOptions,
) {
  return request.get<string[]>(
    FavouriteApi.check,
    { kind, targetIds: targetIds.join(',') },
    options,
  );
}

/** Adds a favourite. POST /trading/api/collect/add */
export function addFavourite(body: FavouriteBody, options?: RequestOptions) {
  return request.post<Favourite>(FavouriteApi.add, body, options);
}

/** Removes a favourite. POST /trading/api/collect/remove */
export function removeFavourite(body: FavouriteBody, options?: RequestOptions) {
  return request.post<null>(FavouriteApi.remove, body, options);
}
