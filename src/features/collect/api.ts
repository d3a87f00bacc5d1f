import { request, type RequestOptions } from '@/lib/request';
import type { Page } from '@/types/api';

import { CollectApi } from './api-paths';

import type { Favourite, FavouriteBody, FavouriteKind, FavouriteQuery } from './types';

/** My favourites, newest first. GET /trading/api/collect/page */
export function getFavouritePage(query: FavouriteQuery = {}, options?: RequestOptions) {
  return request.get<Page<Favourite>>(CollectApi.page, query, options);
}

/** Which of `targetIds` I have favourited. GET /trading/api/collect/check */
export function checkFavourites(
  kind: FavouriteKind,
  targetIds: readonly string[],
  options?: RequestOptions,
) {
  return request.get<string[]>(CollectApi.check, { kind, targetIds: targetIds.join(',') }, options);
}

/** Adds a favourite. POST /trading/api/collect/add */
export function addFavourite(body: FavouriteBody, options?: RequestOptions) {
  return request.post<Favourite>(CollectApi.add, body, options);
}

/** Removes a favourite. POST /trading/api/collect/remove */
export function removeFavourite(body: FavouriteBody, options?: RequestOptions) {
  return request.post<null>(CollectApi.remove, body, options);
}
