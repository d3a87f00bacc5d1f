import type { Db } from './schema';

/** Seeds the market data (filled in by issue 5's work). */
export function seedMarket(db: Db, at: number): void {
  void db;
  void at;
}
