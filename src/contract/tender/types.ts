import type {
  CargoType,
  ContainerLine,
  ContainerType,
  Currency,
  Decimal,
  Incoterm,
  PartyRef,
  PortRef,
  ShipmentType,
} from '@/contract/common/trade';
import type { CertStatus } from '@/contract/common/user';
import type { PageQuery, SortOrder } from '@/contract/http';

import type { IssuerBid } from '../bid/types';

/**
 * open → awarded (the issuer picks a bid) | closed (deadline passed with no award; may still be
 * awarded within 7 days) | cancelled (by the issuer, only while no bid has won).
 */
export const TENDER_STATUSES = ['open', 'awarded', 'closed', 'cancelled'] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];

/** A closed tender can still be awarded this long after its deadline. */
export const AWARD_GRACE_DAYS = 7;

/** The issuing enterprise. Contact details are present only for a logged-in reader. */
export interface TenderIssuer extends PartyRef {
  certStatus: CertStatus;
  provinceCode?: string;
  contactName?: string;
  contactPhone?: string;
  email?: string;
}

/** A tender as lists show it. */
export interface TenderSummary {
  id: string;
  /** e.g. 'T20261121-0042'. */
  tenderNo: string;
  title: string;
  shipmentType: ShipmentType;
  pol: PortRef;
  pod: PortRef;
  /** FCL. */
  containers: ContainerLine[];
  /** LCL: cubic metres (≤ 3 decimals), kilograms (≤ 3 decimals), package count. */
  volumeCbm?: Decimal;
  weightKg?: Decimal;
  packages?: number;
  cargoName: string;
  cargoType: CargoType;
  hsCode?: string;
  incoterm: Incoterm;
  /** Cargo ready date, YYYY-MM-DD in China time (Asia/Shanghai). */
  readyDate: string;
  /** ISO 8601 with offset. */
  bidDeadline: string;
  /** USD or CNY. */
  currency: Currency;
  budget?: Decimal;
  bidCount: number;
  status: TenderStatus;
  issuer: TenderIssuer;
  /** ISO 8601 with offset. */
  createdAt: string;
}

/** GET tender/detail: everything, for anyone (contact details only when logged in). */
export interface TenderDetail extends TenderSummary {
  remarks?: string;
  /** Uploaded image URLs. */
  attachments: string[];
  /** The reader is the issuer. */
  mine: boolean;
  /** For a bidder: the id of their live (submitted) bid on this tender, if any. */
  myBidId?: string;
  /** Once awarded. */
  awardedBidId?: string;
  /** Once awarded: the order created by the award (issuer and winner only). */
  orderNo?: string;
}

export const TENDER_SORTS = ['newest', 'deadline', 'readyDate', 'budget', 'bidCount'] as const;
export type TenderSort = (typeof TENDER_SORTS)[number];

/**
 * GET tender/page. Every field is optional; the hall asks for status 'open' by default. Dates are
 * YYYY-MM-DD (China time), inclusive. `keyword` matches title, cargo name, tender number and HS code.
 */
export interface TenderQuery extends PageQuery {
  pol?: string;
  pod?: string;
  shipmentType?: ShipmentType;
  containerType?: ContainerType;
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
export interface IssuerBidList {
  tender: TenderDetail;
  bids: IssuerBid[];
}

/** POST tender/award, result. */
export interface TenderAward {
  tender: TenderDetail;
  /** The order created by the award. */
  orderNo: string;
}
