/**
 * A tender as lists show it, apart from its other types: a bid's view of its tender is a part of
 * it, and the tender's own replies need the bid's, so both import this one way (as ./status).
 */
import * as v from 'valibot';

import {
  CARGO_TYPES,
  ContainerLineSchema,
  INCOTERMS,
  lane,
  PublisherSchema,
  SHIPMENT_TYPES,
  TENDER_CURRENCIES,
  type Publisher,
} from '@/contract/common/trade';
import {
  count,
  decimal,
  entityId,
  filled,
  isoDate,
  isoDateTime,
  optional,
} from '@/contract/schema';
import type { Infer } from '@/contract/schema';

import { TENDER_STATUSES } from './status';

/** A volume (cbm) or a weight (kg): a decimal ≥ 0 with up to 3 decimals. */
const measure = v.pipe(decimal, v.regex(/^\d+(\.\d{1,3})?$/));

/** The issuing enterprise. Contact details are present only for a logged-in reader. */
export const TenderIssuerSchema = PublisherSchema;
export type TenderIssuer = Publisher;

/** A tender as lists show it. */
export const TenderSummarySchema = v.object({
  id: entityId,
  /** e.g. 'T20261121-0042'. */
  tenderNo: filled,
  title: filled,
  shipmentType: v.picklist(SHIPMENT_TYPES),
  ...lane,
  /** FCL. */
  containers: v.array(ContainerLineSchema),
  /** LCL: cubic metres (≤ 3 decimals), kilograms (≤ 3 decimals), package count. */
  volumeCbm: optional(measure),
  weightKg: optional(measure),
  packages: optional(count),
  cargoName: filled,
  cargoType: v.picklist(CARGO_TYPES),
  hsCode: optional(filled),
  incoterm: v.picklist(INCOTERMS),
  /** Cargo ready date, YYYY-MM-DD in China time (Asia/Shanghai). */
  readyDate: isoDate,
  bidDeadline: isoDateTime,
  /** USD or CNY. */
  currency: v.picklist(TENDER_CURRENCIES),
  budget: optional(decimal),
  bidCount: count,
  status: v.picklist(TENDER_STATUSES),
  issuer: TenderIssuerSchema,
  createdAt: isoDateTime,
});
export type TenderSummary = Infer<typeof TenderSummarySchema>;
