import type { Db } from './schema';

/** Seeds the directory data (filled in by issue 5's work). */
export function seedDirectory(db: Db, at: number): void {
  void db;
  void at;
}
