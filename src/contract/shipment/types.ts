import * as v from 'valibot';

import { CONTAINER_TYPES, PartyRefSchema, SHIPMENT_TYPES, lane } from '@/contract/common/trade';
import type { PageQuery } from '@/contract/http';
import { PortSchema } from '@/contract/reference/types';
import {
  count,
  decimal,
  entityId,
  filled,
  isoDateTime,
  listOf,
  optional,
  text,
} from '@/contract/schema';
import type { Infer } from '@/contract/schema';

/**
 * A shipment's milestones, in the order they happen. `booked` is recorded when the payee confirms
 * the booking; the rest are recorded by the payee one after the other (the payer may record
 * `delivered` once the cargo has arrived). An LCL shipment has no empty container to pick up: its
 * cargo is gated in at the consolidator's warehouse, so it skips `empty_picked_up`.
 */
export const MILESTONE_KINDS = [
  'booked',
  'empty_picked_up',
  'gated_in',
  'export_cleared',
  'departed',
  'arrived',
  'import_cleared',
  'delivered',
] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

/** Milestones at the port of loading's side (its time zone); the rest at the port of discharge's. */
export const EXPORT_MILESTONES = [
  'booked',
  'empty_picked_up',
  'gated_in',
  'export_cleared',
  'departed',
] as const satisfies readonly MilestoneKind[];

/** A shipment's state: awaiting its booking, then its latest milestone. */
export const SHIPMENT_STATUSES = ['awaiting_booking', ...MILESTONE_KINDS] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Why a shipment is late: a CY cut-off passed without gate-in, or the ETA passed without arrival. */
export const LATE_REASONS = ['cutoff', 'eta'] as const;
export type LateReason = (typeof LATE_REASONS)[number];

export const DOCUMENT_KINDS = ['bl_draft', 'bl_final', 'arrival_notice', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * A B/L draft's review: each version waits for the shipper (`in_review`), who approves it or asks
 * for changes with a comment; the forwarder answers changes with a new version. Other documents
 * have no review.
 */
export const REVIEW_STATES = ['in_review', 'changes_requested', 'approved'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_DECISIONS = ['approve', 'changes'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** The reader's side of a shipment: its order's payer (the shipper) or payee (the forwarder). */
export const SHIPMENT_ROLES = ['payer', 'payee'] as const;
export type ShipmentRole = (typeof SHIPMENT_ROLES)[number];

/** Limits of what a booking and a milestone carry (characters). */
export const SHIPMENT_LIMITS = {
  bookingNo: 30,
  sealNo: 20,
  place: 100,
  comment: 500,
  reason: 200,
  fileName: 120,
} as const;

/** An instant with the zone it is read in: the port's IANA zone ('Europe/Rotterdam'), or a UTC offset. */
export const ZONE = v.pipe(
  v.string(),
  v.regex(/^([A-Za-z]+(\/[A-Za-z0-9_+-]+)+|UTC|UTC[+-]\d{2}:\d{2})$/),
);

/** One container of an FCL booking: its ISO 6346 number (check digit right), type and seal. */
export const BookedContainerSchema = v.object({
  containerNo: v.pipe(v.string(), v.regex(/^[A-Z]{3}[UJZ]\d{7}$/)),
  type: v.picklist(CONTAINER_TYPES),
  sealNo: optional(filled),
});
export type BookedContainer = Infer<typeof BookedContainerSchema>;

/** LCL cargo as booked: packages, weight and volume. */
export const BookedCargoSchema = v.object({
  packages: v.pipe(count, v.minValue(1)),
  weightKg: decimal,
  volumeCbm: decimal,
});
export type BookedCargo = Infer<typeof BookedCargoSchema>;

/** A cut-off of the booked sailing; absent (or null) when its schedule does not give it. */
const cutoff = optional(isoDateTime);

/**
 * The booking the payee confirmed: the booking (SO) number, the sailing taken from the schedules
 * (carrier, vessel, voyage, ETD and cut-offs at the port of loading in its zone, ETA at the port of
 * discharge in its zone), and the containers (FCL) or the cargo (LCL).
 */
export const BookingSchema = v.object({
  bookingNo: filled,
  sailingId: entityId,
  carrier: filled,
  vessel: filled,
  voyage: filled,
  etd: isoDateTime,
  eta: isoDateTime,
  cutoffs: v.object({ cy: cutoff, si: cutoff, vgm: cutoff }),
  containers: listOf(BookedContainerSchema),
  cargo: optional(BookedCargoSchema),
  /** When it was confirmed, or last changed. */
  confirmedAt: isoDateTime,
});
export type Booking = Infer<typeof BookingSchema>;

/** Where and when a milestone happened: the time in the port's zone, the port and the place in it. */
export const MilestonePointSchema = v.object({
  /** ISO 8601 with the offset of `zone` at that instant. */
  at: isoDateTime,
  zone: ZONE,
  port: PortSchema,
  /** The terminal, depot, customs office or address. */
  place: filled,
});
export type MilestonePoint = Infer<typeof MilestonePointSchema>;

export const MilestoneSchema = v.object({
  kind: v.picklist(MILESTONE_KINDS),
  ...MilestonePointSchema.entries,
  /** Who recorded it and when (ISO 8601 with offset, China time). */
  recordedBy: v.picklist(SHIPMENT_ROLES),
  recordedAt: isoDateTime,
});
export type Milestone = Infer<typeof MilestoneSchema>;

/**
 * One correction of a recorded milestone: the value before and after (after absent: the
 * milestone was withdrawn, a step back), who made it, when, and why.
 */
export const MilestoneCorrectionSchema = v.object({
  kind: v.picklist(MILESTONE_KINDS),
  before: MilestonePointSchema,
  after: optional(MilestonePointSchema),
  /** True when the correction withdrew the milestone: the shipment stepped back. */
  stepBack: v.boolean(),
  reason: optional(text),
  by: PartyRefSchema,
  byRole: v.picklist(SHIPMENT_ROLES),
  at: isoDateTime,
});
export type MilestoneCorrection = Infer<typeof MilestoneCorrectionSchema>;

/** One uploaded version of a document. */
export const DocumentVersionSchema = v.object({
  version: v.pipe(count, v.minValue(1)),
  name: filled,
  url: filled,
  size: count,
  contentType: filled,
  uploadedBy: v.picklist(SHIPMENT_ROLES),
  uploadedAt: isoDateTime,
});
export type DocumentVersion = Infer<typeof DocumentVersionSchema>;

/** The shipper's answer to one version of a B/L draft. */
export const DocumentReviewSchema = v.object({
  version: v.pipe(count, v.minValue(1)),
  decision: v.picklist(REVIEW_DECISIONS),
  comment: optional(text),
  at: isoDateTime,
});
export type DocumentReview = Infer<typeof DocumentReviewSchema>;

/** A document of the shipment with every version kept (newest last) and, for a B/L draft, its review. */
export const ShipmentDocumentSchema = v.object({
  id: entityId,
  kind: v.picklist(DOCUMENT_KINDS),
  versions: v.pipe(listOf(DocumentVersionSchema), v.minLength(1)),
  review: optional(v.picklist(REVIEW_STATES)),
  reviews: listOf(DocumentReviewSchema),
});
export type ShipmentDocument = Infer<typeof ShipmentDocumentSchema>;

/** Lateness: why, and since when (the cut-off or the ETA that passed). */
export const LatenessSchema = v.object({
  reason: v.picklist(LATE_REASONS),
  since: isoDateTime,
});
export type Lateness = Infer<typeof LatenessSchema>;

/** The next cut-off still ahead, while the cargo is not gated in. */
export const NextCutoffSchema = v.object({
  kind: v.picklist(['cy', 'si', 'vgm']),
  at: isoDateTime,
});

/** What both the list and the detail say of a shipment. */
const ShipmentHeadSchema = v.object({
  shipmentNo: filled,
  orderNo: filled,
  tenderNo: filled,
  title: filled,
  shipmentType: v.picklist(SHIPMENT_TYPES),
  ...lane,
  /**
   * The IANA zones of the port of loading and the port of discharge ('UTC' for a port whose zone
   * the back end does not know): the times at each are shown and entered in its zone.
   */
  polZone: ZONE,
  podZone: ZONE,
  payer: PartyRefSchema,
  payee: PartyRefSchema,
  role: v.picklist(SHIPMENT_ROLES),
  status: v.picklist(SHIPMENT_STATUSES),
  carrier: optional(filled),
  vessel: optional(filled),
  voyage: optional(filled),
  etd: optional(isoDateTime),
  eta: optional(isoDateTime),
  nextCutoff: optional(NextCutoffSchema),
  late: optional(LatenessSchema),
  /** When its order was paid (the shipment's creation). */
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

export const ShipmentSummarySchema = ShipmentHeadSchema;
export type ShipmentSummary = Infer<typeof ShipmentSummarySchema>;

export const ShipmentSchema = v.object({
  ...ShipmentHeadSchema.entries,
  booking: optional(BookingSchema),
  /** The order's containers (FCL) as tendered, to book against. */
  tendered: v.object({
    containers: listOf(v.object({ type: v.picklist(CONTAINER_TYPES), quantity: count })),
    volumeCbm: optional(decimal),
    weightKg: optional(decimal),
    packages: optional(count),
  }),
  /** Recorded milestones, in order. */
  milestones: listOf(MilestoneSchema),
  /** Every correction, oldest first. */
  corrections: listOf(MilestoneCorrectionSchema),
  documents: listOf(ShipmentDocumentSchema),
});
export type Shipment = Infer<typeof ShipmentSchema>;

/**
 * GET shipment/mine. `role` payer: the shipper's shipments, newest first; payee: the shipments
 * to update, the late ones first (longest late first), then those awaiting booking, then by the
 * next date due; absent: both sides, as payee. `status` filters; `late` true: late ones only;
 * `orderNo`: the shipment of that order (an order's page finds its shipment by it).
 */
export interface ShipmentQuery extends PageQuery {
  role?: ShipmentRole;
  status?: ShipmentStatus;
  late?: boolean;
  orderNo?: string;
}

/** POST shipment/book: the payee confirms (or changes, before gate-in) the booking. */
export interface BookingBody {
  shipmentNo: string;
  bookingNo: string;
  /** A sailing of the schedules on the order's lane whose CY cut-off has not passed. */
  sailingId: string;
  /** FCL: the containers known so far (numbers with a right check digit; up to the tendered count). */
  containers?: { containerNo: string; type: string; sealNo?: string }[];
  /** LCL: required. */
  cargo?: { packages: number; weightKg: string; volumeCbm: string };
}

/**
 * POST shipment/milestone: the next milestone. `at` is ISO 8601 with an offset (any: it is shown
 * in the port's zone), not before the previous milestone and not in the future.
 */
export interface MilestoneBody {
  shipmentNo: string;
  kind: MilestoneKind;
  at: string;
  place: string;
}

/**
 * POST shipment/correct: a recorded milestone's time or place changed (`at` and/or `place`), or
 * the latest one withdrawn (`withdraw`: a step back; `reason` required). Every correction is kept.
 */
export interface CorrectionBody {
  shipmentNo: string;
  kind: MilestoneKind;
  at?: string;
  place?: string;
  withdraw?: boolean;
  reason?: string;
}

/**
 * POST shipment/document: a file already stored by upload/upload (its URL), as a document of the
 * shipment: a new document, or a new version of the B/L draft.
 */
export interface DocumentBody {
  shipmentNo: string;
  kind: DocumentKind;
  url: string;
  name?: string;
}

/** POST shipment/review: the shipper's answer to the B/L draft's latest version. */
export interface ReviewBody {
  shipmentNo: string;
  decision: ReviewDecision;
  /** Required when asking for changes. */
  comment?: string;
}
