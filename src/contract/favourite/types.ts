import * as v from 'valibot';

import type { PageQuery } from '@/contract/http';
import { entityId, filled, isoDateTime, optional } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

export const FAVOURITE_KINDS = ['tender', 'listing', 'enterprise', 'news'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

/** What the favourite points at, as the list shows it; null when it no longer exists. */
export const FavouriteTargetSchema = v.object({
  /** Tender title, 'POL → POD · carrier', enterprise name, news title (in the reader's language). */
  title: filled,
  /** A second line: tender number and status, listing price, province, news date. */
  subtitle: optional(filled),
  /** A state worth showing: the tender's status, 'expired' or 'off' for a listing. */
  status: optional(filled),
});
export type FavouriteTarget = Infer<typeof FavouriteTargetSchema>;

export const FavouriteSchema = v.object({
  id: entityId,
  kind: v.picklist(FAVOURITE_KINDS),
  targetId: entityId,
  createdAt: isoDateTime,
  target: v.nullable(FavouriteTargetSchema),
});
export type Favourite = Infer<typeof FavouriteSchema>;

/** GET collect/page. */
export interface FavouriteQuery extends PageQuery {
  kind?: FavouriteKind;
}

/** POST collect/add and collect/remove. Adding twice keeps one favourite. */
export interface FavouriteBody {
  kind: FavouriteKind;
  targetId: string;
}
