import { FAVOURITE_KINDS, type FavouriteKind } from '@/contract/favourite/types';
import { useRequest } from '@/hooks/use-request';

import { getFavouritePage } from '../api';

export const FAVOURITE_PAGE_SIZE = 10;

/** One page of my favourites of a kind; the page shows failures itself. */
export function useFavouritePage(kind: FavouriteKind, current: number) {
  return useRequest(
    () => getFavouritePage({ kind, current, size: FAVOURITE_PAGE_SIZE }, { skipErrorToast: true }),
    { refreshDeps: [kind, current], onError: () => undefined },
  );
}

/** How many favourites of each kind I have, for the tabs (no counts when this fails). */
export function useFavouriteCounts() {
  return useRequest(
    async () => {
      const pages = await Promise.all(
        FAVOURITE_KINDS.map((kind) =>
          getFavouritePage({ kind, size: 1 }, { skipErrorToast: true }),
        ),
      );
      return Object.fromEntries(
        FAVOURITE_KINDS.map((kind, index) => [kind, pages[index]?.total ?? 0]),
      ) as Record<FavouriteKind, number>;
    },
    { onError: () => undefined },
  );
}
