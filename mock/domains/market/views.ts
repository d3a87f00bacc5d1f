import { compareMoney } from '@/contract/common/money';
import type { PortRef } from '@/contract/common/trade';
import type { ListingDetail, ListingPublisher, ListingSummary } from '@/contract/market/types';
import { listingStatusOn } from '@/contract/market/validity';

import { cstDate, isoCst } from '../../core/time';
import { partyRef } from '../member/views';
import { ports } from '../reference/data-ports';

import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { ListingRow } from './schema';

const portByCode = new Map(ports.map((port) => [port.code, port]));

export function portRef(code: string): PortRef {
  return portByCode.get(code) ?? { code, name: code, nameEn: code, countryCode: '', region: '' };
}

/** The lowest freight price of a listing (any unit). */
export function fromPriceOf(row: Pick<ListingRow, 'prices'>): string {
  return row.prices.map((line) => line.amount).sort(compareMoney)[0] ?? '0';
}

/** Contact details only for a logged-in reader. */
function publisherOf(db: Db, row: ListingRow, reader: MemberRow | undefined): ListingPublisher {
  const enterprise = db.enterprises[row.enterpriseId];
  return {
    ...partyRef(db, row.enterpriseId),
    certStatus: enterprise?.certStatus ?? 'none',
    ...(enterprise?.provinceCode ? { provinceCode: enterprise.provinceCode } : {}),
    ...(reader && enterprise
      ? {
          contactName: enterprise.contactName,
          contactPhone: enterprise.contactPhone,
          ...(enterprise.email ? { email: enterprise.email } : {}),
        }
      : {}),
  };
}

export function toListingSummary(
  db: Db,
  row: ListingRow,
  now: number,
  reader?: MemberRow,
): ListingSummary {
  return {
    id: row.id,
    pol: portRef(row.pol),
    pod: portRef(row.pod),
    carrier: row.carrier,
    shipmentType: row.shipmentType,
    prices: row.prices.map((line) => ({ ...line })),
    surcharges: row.surcharges.map((line) => ({ ...line })),
    currency: row.currency,
    sailingDays: [...row.sailingDays],
    transitDays: row.transitDays,
    validFrom: row.validFrom,
    validTo: row.validTo,
    status: listingStatusOn(row.status, row.validTo, cstDate(now)),
    fromPrice: fromPriceOf(row),
    publisher: publisherOf(db, row, reader),
    updatedAt: isoCst(row.updatedAt),
  };
}

export function toListingDetail(
  db: Db,
  row: ListingRow,
  now: number,
  reader?: MemberRow,
): ListingDetail {
  return {
    ...toListingSummary(db, row, now, reader),
    ...(row.remarks ? { remarks: row.remarks } : {}),
    mine: reader !== undefined && reader.enterpriseId === row.enterpriseId,
  };
}
