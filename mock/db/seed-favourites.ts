import type { Db } from './schema';

/** Seeds the favourites data (filled in by issue 5's work). */
export function seedFavourites(db: Db, at: number): void {
  void db;
  void at;
}
