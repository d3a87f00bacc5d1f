import * as v from 'valibot';

import type {
  CargoType,
  ContainerLine,
  Currency,
  Decimal,
  LaneQuery,
} from '@/contract/common/trade';
import type { PageQuery, SortOrder } from '@/contract/http';
import { entityId, filled, optional, text } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

import { IssuerBidSchema } from '../bid/types';
import { TENDER_STATUSES, type TenderStatus } from './status';
import {
  TenderIssuerSchema,
  TenderSummarySchema,
  type TenderIssuer,
  type TenderSummary,
} from './summary';

export { TENDER_STATUSES, type TenderStatus };
export { TenderIssuerSchema, TenderSummarySchema, type TenderIssuer, type TenderSummary };

/** A closed tender can still be awarded this long after its deadline. */
export const AWARD_GRACE_DAYS = 7;

/** GET tender/detail: everything, for anyone (contact details only when logged in). */
export const TenderDetailSchema = v.object({
  ...TenderSummarySchema.entries,
  remarks: optional(text),
  /** Uploaded image URLs. */
  attachments: v.array(filled),
  /** The reader is the issuer. */
  mine: v.boolean(),
  /** For a bidder: the id of their live (submitted) bid on this tender, if any. */
  myBidId: optional(entityId),
  /** Once awarded. */
  awardedBidId: optional(entityId),
  /** Once awarded: the order created by the award (issuer and winner only). */
  orderNo: optional(filled),
});
export type TenderDetail = Infer<typeof TenderDetailSchema>;

export const TENDER_SORTS = ['newest', 'deadline', 'readyDate', 'budget', 'bidCount'] as const;
export type TenderSort = (typeof TENDER_SORTS)[number];

/**
 * GET tender/page. Every field is optional; the hall asks for status 'open' by default. Dates are
 * YYYY-MM-DD (China time), inclusive. `keyword` matches title, cargo name, tender number and HS code.
 */
export interface TenderQuery extends PageQuery, LaneQuery {
  /** Total containers of the tender, inclusive bounds. */
  quantityMin?: number;
  quantityMax?: number;
  cargoType?: CargoType;
  currency?: Currency;
  budgetMin?: Decimal;
  budgetMax?: Decimal;
  readyFrom?: string;
  readyTo?: string;
  deadlineFrom?: string;
  deadlineTo?: string;
  status?: TenderStatus;
  keyword?: string;
  /** Tenders of one issuing enterprise (the directory's enterprise detail). */
  enterpriseId?: string;
  /** Default 'newest' (createdAt desc). */
  sort?: TenderSort;
  order?: SortOrder;
}

/**
 * POST tender/create: the tender's own fields as lists show them, with the ports by code. FCL needs
 * containers; LCL needs volumeCbm, weightKg (positive) and packages. The bid deadline lies in the
 * future and before the ready date.
 */
export interface TenderBody extends Pick<
  TenderSummary,
  | 'title'
  | 'shipmentType'
  | 'volumeCbm'
  | 'weightKg'
  | 'packages'
  | 'cargoName'
  | 'cargoType'
  | 'hsCode'
  | 'incoterm'
  | 'readyDate'
  | 'bidDeadline'
  | 'currency'
  | 'budget'
> {
  pol: string;
  pod: string;
  containers?: ContainerLine[];
  remarks?: string;
  attachments?: string[];
}

/** GET tender/mine: the issuer's tenders, any status. */
export interface MyTenderQuery extends PageQuery {
  status?: TenderStatus;
}

/** GET tender/bids, result: the tender and every bid on it, as its issuer sees them. */
export const IssuerBidListSchema = v.object({
  tender: TenderDetailSchema,
  bids: v.array(IssuerBidSchema),
});
export type IssuerBidList = Infer<typeof IssuerBidListSchema>;

/** POST tender/award, result. */
export const TenderAwardSchema = v.object({
  tender: TenderDetailSchema,
  /** The order created by the award. */
  orderNo: filled,
});
export type TenderAward = Infer<typeof TenderAwardSchema>;
