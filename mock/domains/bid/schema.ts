import type { BidStatus } from '@/contract/bid/types';
import type { Currency, Decimal, FreightLine, SurchargeLine } from '@/contract/common/trade';

import type { TableShapes } from '../../core/schema';

export interface BidRow {
  id: string;
  bidNo: string;
  tenderId: string;
  bidderId: string;
  enterpriseId: string;
  currency: Currency;
  freight: FreightLine[];
  surcharges: SurchargeLine[];
  /** Worked out by the server (computeBidTotal); the lines are worked out again when shown. */
  total: Decimal;
  carrier: string;
  transitDays: number;
  etd: string;
  validUntil: string;
  freeDays: number;
  remarks?: string;
  status: BidStatus;
  revision: number;
  createdAt: number;
  updatedAt: number;
}

declare module '../../core/schema' {
  interface Tables {
    /** By id. */
    bids: Record<string, BidRow>;
  }
}

/** The bid tables, empty (registered with the domain). */
export const bidTables: TableShapes = { bids: {} };
