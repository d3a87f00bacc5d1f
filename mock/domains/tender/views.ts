import type { TenderDetail, TenderIssuer, TenderSummary } from '@/contract/tender/types';

import { isoCst } from '../../core/time';
import { partyRef } from '../member/views';
import { portRef } from '../reference/ports';

import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { TenderRow } from './schema';

/** Contact details only for a logged-in reader. */
function issuerOf(db: Db, tender: TenderRow, reader: MemberRow | undefined): TenderIssuer {
  const row = db.enterprises[tender.enterpriseId];
  return {
    ...partyRef(db, tender.enterpriseId),
    certStatus: row?.certStatus ?? 'none',
    ...(row?.provinceCode ? { provinceCode: row.provinceCode } : {}),
    ...(reader && row
      ? {
          contactName: row.contactName,
          contactPhone: row.contactPhone,
          ...(row.email ? { email: row.email } : {}),
        }
      : {}),
  };
}

/** What every reply about a tender starts with: which one, how it ships, between which ports. */
export function tenderHead(tender: TenderRow) {
  return {
    id: tender.id,
    tenderNo: tender.tenderNo,
    title: tender.title,
    shipmentType: tender.shipmentType,
    pol: portRef(tender.pol),
    pod: portRef(tender.pod),
  };
}

export function toTenderSummary(
  db: Db,
  tender: TenderRow,
  bidCount: number,
  reader?: MemberRow,
): TenderSummary {
  return {
    ...tenderHead(tender),
    containers: tender.containers.map((line) => ({ ...line })),
    ...(tender.volumeCbm ? { volumeCbm: tender.volumeCbm } : {}),
    ...(tender.weightKg ? { weightKg: tender.weightKg } : {}),
    ...(tender.packages !== undefined ? { packages: tender.packages } : {}),
    cargoName: tender.cargoName,
    cargoType: tender.cargoType,
    ...(tender.hsCode ? { hsCode: tender.hsCode } : {}),
    incoterm: tender.incoterm,
    readyDate: tender.readyDate,
    bidDeadline: isoCst(tender.bidDeadline),
    currency: tender.currency,
    ...(tender.budget ? { budget: tender.budget } : {}),
    bidCount,
    status: tender.status,
    issuer: issuerOf(db, tender, reader),
    createdAt: isoCst(tender.createdAt),
  };
}

export function countBids(db: Db, tenderId: string): number {
  let count = 0;
  for (const bid of Object.values(db.bids)) {
    if (bid.tenderId === tenderId && bid.status !== 'withdrawn') count += 1;
  }
  return count;
}

/** The detail, personalised for `reader` (mine, myBidId, orderNo for the issuer and the winner). */
export function toTenderDetail(db: Db, tender: TenderRow, reader?: MemberRow): TenderDetail {
  const myBid = reader
    ? Object.values(db.bids).find(
        (bid) =>
          bid.tenderId === tender.id && bid.bidderId === reader.id && bid.status === 'submitted',
      )
    : undefined;
  const awarded = tender.awardedBidId ? db.bids[tender.awardedBidId] : undefined;
  const party = reader && (reader.id === tender.issuerId || reader.id === awarded?.bidderId);
  return {
    ...toTenderSummary(db, tender, countBids(db, tender.id), reader),
    ...(tender.remarks ? { remarks: tender.remarks } : {}),
    attachments: [...tender.attachments],
    mine: reader?.id === tender.issuerId,
    ...(myBid ? { myBidId: myBid.id } : {}),
    ...(tender.awardedBidId ? { awardedBidId: tender.awardedBidId } : {}),
    ...(party && tender.orderNo ? { orderNo: tender.orderNo } : {}),
  };
}
