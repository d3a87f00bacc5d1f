import type { Db } from './schema';

/** Seeds the news data (filled in by issue 5's work). */
export function seedNews(db: Db, at: number): void {
  void db;
  void at;
}
