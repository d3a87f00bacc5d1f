import type { FavouriteKind } from '@/contract/favourite/types';

import type { TableShapes } from '../../core/schema';

/** A member's favourite. Times are epoch ms. */
export interface FavouriteRow {
  id: string;
  memberId: string;
  kind: FavouriteKind;
  targetId: string;
  createdAt: number;
}

declare module '../../core/schema' {
  interface Tables {
    /** Favourites by id. */
    favourites: Record<string, FavouriteRow>;
  }
}

/** The favourite tables, empty (registered with the domain). */
export const favouriteTables: TableShapes = { favourites: {} };
