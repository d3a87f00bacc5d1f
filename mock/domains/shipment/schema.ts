import type {
  BookedCargo,
  BookedContainer,
  DocumentKind,
  MilestoneKind,
  ReviewDecision,
  ReviewState,
  ShipmentRole,
} from '@/contract/shipment/types';

import type { TableShapes } from '../../core/schema';

/** The booked sailing's cut-offs as its schedule gives them (ISO in the port of loading's zone). */
export interface CutoffsRow {
  cy: string | null;
  si: string | null;
  vgm: string | null;
}

export interface BookingRow {
  bookingNo: string;
  sailingId: string;
  carrier: string;
  vessel: string;
  voyage: string;
  /** Instants (epoch ms); shown in the ports' zones. */
  etd: number;
  eta: number;
  cutoffs: CutoffsRow;
  containers: BookedContainer[];
  cargo?: BookedCargo;
  confirmedAt: number;
}

/** Where and when: the instant, the port (UN/LOCODE, whose zone shows the time) and the place in it. */
export interface PointRow {
  at: number;
  port: string;
  place: string;
}

export interface MilestoneRow extends PointRow {
  kind: MilestoneKind;
  recordedBy: ShipmentRole;
  recordedAt: number;
}

/** One correction: before and after (absent after: withdrawn, a step back), by whom, when, why. */
export interface CorrectionRow {
  kind: MilestoneKind;
  before: PointRow;
  after?: PointRow;
  stepBack: boolean;
  reason?: string;
  byMemberId: string;
  byRole: ShipmentRole;
  at: number;
}

export interface DocumentVersionRow {
  version: number;
  /** The stored upload's key (db.uploads) and its address. */
  uploadKey: string;
  url: string;
  name: string;
  size: number;
  contentType: string;
  uploadedBy: ShipmentRole;
  uploadedAt: number;
}

export interface DocumentRow {
  id: string;
  kind: DocumentKind;
  versions: DocumentVersionRow[];
  /** B/L draft only. */
  review?: ReviewState;
  reviews: { version: number; decision: ReviewDecision; comment?: string; at: number }[];
}

/** One per paid freight order, numbered after it. Times are epoch ms. */
export interface ShipmentRow {
  shipmentNo: string;
  orderNo: string;
  payerId: string;
  payeeId: string;
  payerEnterpriseId: string;
  payeeEnterpriseId: string;
  booking?: BookingRow;
  /** Recorded milestones, in their order. */
  milestones: MilestoneRow[];
  corrections: CorrectionRow[];
  documents: DocumentRow[];
  createdAt: number;
  updatedAt: number;
}

declare module '../../core/schema' {
  interface Tables {
    /** By shipmentNo. */
    shipments: Record<string, ShipmentRow>;
  }
}

/** The shipment tables, empty (registered with the domain). */
export const shipmentTables: TableShapes = { shipments: {} };
