import type {
  CargoType,
  ContainerLine,
  Decimal,
  Incoterm,
  ShipmentType,
} from '@/contract/common/trade';
import type { TenderStatus, TenderSummary } from '@/contract/tender/types';

import type { TableShapes } from '../../core/schema';

/** A tender; ports are UN/LOCODEs, money decimal strings, times epoch ms. */
export interface TenderRow {
  id: string;
  tenderNo: string;
  issuerId: string;
  enterpriseId: string;
  title: string;
  shipmentType: ShipmentType;
  pol: string;
  pod: string;
  /** FCL lines ([] for LCL). */
  containers: ContainerLine[];
  volumeCbm?: Decimal;
  weightKg?: Decimal;
  packages?: number;
  cargoName: string;
  cargoType: CargoType;
  hsCode?: string;
  incoterm: Incoterm;
  /** YYYY-MM-DD, China time. */
  readyDate: string;
  bidDeadline: number;
  /** USD or CNY. */
  currency: TenderSummary['currency'];
  budget?: Decimal;
  remarks?: string;
  attachments: string[];
  status: TenderStatus;
  awardedBidId?: string;
  orderNo?: string;
  createdAt: number;
  closedAt?: number;
  cancelledAt?: number;
  awardedAt?: number;
}

declare module '../../core/schema' {
  interface Tables {
    /** By id. */
    tenders: Record<string, TenderRow>;
  }
}

/** The tender tables, empty (registered with the domain). */
export const tenderTables: TableShapes = { tenders: {} };
