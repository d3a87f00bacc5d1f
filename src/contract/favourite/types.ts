import type { PageQuery } from '@/contract/http';

export const FAVOURITE_KINDS = ['tender', 'listing', 'enterprise', 'news'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

/** What the favourite points at, as the list shows it; null when it no longer exists. */
export interface FavouriteTarget {
  /** Tender title, 'POL → POD · carrier', enterprise name, news title (in the reader's language). */
  title: string;
  /** A second line: tender number and status, listing price, province, news date. */
  subtitle?: string;
  /** A state worth showing: the tender's status, 'expired' or 'off' for a listing. */
  status?: string;
}

export interface Favourite {
  id: string;
  kind: FavouriteKind;
  targetId: string;
  /** ISO 8601 with offset. */
  createdAt: string;
  target: FavouriteTarget | null;
}

/** GET collect/page. */
export interface FavouriteQuery extends PageQuery {
  kind?: FavouriteKind;
}

/** POST collect/add and collect/remove. Adding twice keeps one favourite. */
export interface FavouriteBody {
  kind: FavouriteKind;
  targetId: string;
}
