import type { TemplateInput, TemplateStatus } from '@/contract/coupon/types';

import type { TableShapes } from '../../core/schema';

/** The coupon tables' rows. Times are epoch ms. */

/** A coupon template: what its issuer filled in, its state and who issued it. */
export interface CouponTemplateRow extends TemplateInput {
  id: string;
  /** The member who created it and its enterprise (types 2 and 3): orders paid to it take its coupons. */
  issuerId: string;
  enterpriseId: string;
  status: TemplateStatus;
  createdAt: number;
  updatedAt: number;
}

/**
 * A coupon a member holds, by its code. `expired` is never stored: an unused coupon past `validTo`
 * reads as expired; a reserved one stays reserved until its order is paid or ends.
 */
export interface CouponRow {
  code: string;
  templateId: string;
  ownerId: string;
  ownerEnterpriseId: string;
  status: 'unused' | 'reserved' | 'used';
  source: 'claimed' | 'bought';
  claimedAt: number;
  /** The instants it is usable between (both included), fixed when it was issued. */
  validFrom: number;
  validTo: number;
  /** The coupon-pack order it was bought with. */
  packOrderNo?: string;
  /** reserved: the unpaid order holding it; used: the order it paid (absent when redeemed offline). */
  orderNo?: string;
  /** The unpaid order it was reserved for when its validity ran out (it then reads as expired). */
  lapsedOrderNo?: string;
  usedAt?: number;
  /** Redeemed offline: the issuer's member who did it. */
  redeemedBy?: string;
}

declare module '../../core/schema' {
  interface Tables {
    /** Coupon templates by id. */
    couponTemplates: Record<string, CouponTemplateRow>;
    /** Members' coupons by code. */
    coupons: Record<string, CouponRow>;
  }
}

/** The coupon tables, empty (registered with the domain). */
export const couponTables: TableShapes = { couponTemplates: {}, coupons: {} };
