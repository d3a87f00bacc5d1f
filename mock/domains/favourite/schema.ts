import type { FavouriteKind } from '@/contract/favourite/types';

/** A member's favourite (re-exported by core/schema.ts). Times are epoch ms. */
export interface FavouriteRow {
  id: string;
  memberId: string;
  kind: FavouriteKind;
  targetId: string;
  createdAt: number;
}
