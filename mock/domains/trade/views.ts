import type { Bid, BidTenderSummary, IssuerBid, MyBid } from '@/contract/bid/types';
import { fromCents, multiplyCents, toCents } from '@/contract/common/money';
import type { Currency, PartyRef, PortRef } from '@/contract/common/trade';
import { NO_GATEWAY, type Order, type OrderSource, type Payment } from '@/contract/order/types';
import type { TenderDetail, TenderIssuer, TenderSummary } from '@/contract/tender/types';

import { cstDate, isoCst } from '../../core/time';
import { couponOfOrder, orderDiscountCents, orderPayable } from '../coupon/order-coupon';
import { latestPayment } from '../order/rules';
import { ports } from '../reference/data-ports';
import { exchangeRate } from './data-exchange-rates';
import { bidLines } from './rules';

import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { BidRow, OrderRow, PaymentRow, TenderRow } from './schema';

const portByCode = new Map(ports.map((port) => [port.code, port]));

function portRef(code: string): PortRef {
  return portByCode.get(code) ?? { code, name: code, nameEn: code, countryCode: '', region: '' };
}

export function partyRef(db: Db, enterpriseId: string): PartyRef {
  const row = db.enterprises[enterpriseId];
  return {
    enterpriseId,
    name: row?.name ?? '',
    ...(row?.nameEn ? { nameEn: row.nameEn } : {}),
    ...(row?.logo ? { logo: row.logo } : {}),
  };
}

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

export function toTenderSummary(
  db: Db,
  tender: TenderRow,
  bidCount: number,
  reader?: MemberRow,
): TenderSummary {
  return {
    id: tender.id,
    tenderNo: tender.tenderNo,
    title: tender.title,
    shipmentType: tender.shipmentType,
    pol: portRef(tender.pol),
    pod: portRef(tender.pod),
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

export function toBid(db: Db, bid: BidRow): Bid {
  const bidder = db.members[bid.bidderId];
  return {
    id: bid.id,
    bidNo: bid.bidNo,
    tenderId: bid.tenderId,
    bidder: { ...partyRef(db, bid.enterpriseId), userType: bidder?.userType ?? 2 },
    currency: bid.currency,
    freight: bid.freight.map((line) => ({ ...line })),
    surcharges: bid.surcharges.map((line) => ({ ...line })),
    total: bid.total,
    lines: bidLines(db.tenders[bid.tenderId], bid),
    carrier: bid.carrier,
    transitDays: bid.transitDays,
    etd: bid.etd,
    validUntil: bid.validUntil,
    freeDays: bid.freeDays,
    ...(bid.remarks ? { remarks: bid.remarks } : {}),
    status: bid.status,
    revision: bid.revision,
    createdAt: isoCst(bid.createdAt),
    updatedAt: isoCst(bid.updatedAt),
  };
}

function bidTenderSummary(db: Db, tender: TenderRow): BidTenderSummary {
  return {
    id: tender.id,
    tenderNo: tender.tenderNo,
    title: tender.title,
    shipmentType: tender.shipmentType,
    pol: portRef(tender.pol),
    pod: portRef(tender.pod),
    bidDeadline: isoCst(tender.bidDeadline),
    status: tender.status,
    bidCount: countBids(db, tender.id),
  };
}

export function toMyBid(db: Db, bid: BidRow): MyBid {
  const tender = db.tenders[bid.tenderId] as TenderRow;
  const won = bid.status === 'won' && tender.orderNo;
  return {
    ...toBid(db, bid),
    tender: bidTenderSummary(db, tender),
    ...(won ? { orderNo: tender.orderNo } : {}),
  };
}

/** The bid's total in `currency` at today's mock rate (China time), rounded half up to cents. */
export function convertTotal(total: string, from: Currency, to: Currency, now: number) {
  const rate = exchangeRate(from, to);
  const amount = fromCents(multiplyCents(toCents(total) ?? 0, rate));
  return { amount, currency: to, rate, rateDate: cstDate(now) };
}

export function toIssuerBid(db: Db, bid: BidRow, tender: TenderRow, now: number): IssuerBid {
  return {
    ...toBid(db, bid),
    ...(bid.currency !== tender.currency
      ? { converted: convertTotal(bid.total, bid.currency, tender.currency, now) }
      : {}),
  };
}

export function toPayment(db: Db, payment: PaymentRow): Payment {
  const order = db.orders[payment.orderNo];
  const payee = order ? db.enterprises[order.payeeEnterpriseId] : undefined;
  const qr =
    payment.method === 'wechat'
      ? `weixin://wxpay/bizpayurl?pr=${payment.paymentNo}`
      : `https://qr.alipay.com/mock-${payment.paymentNo}`;
  return {
    paymentNo: payment.paymentNo,
    method: payment.method,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    ...(payment.method === NO_GATEWAY
      ? {}
      : payment.method === 'bank_transfer'
        ? {
            bankAccount: {
              bank: '招商银行上海外滩支行 China Merchants Bank, Shanghai Bund Sub-branch',
              accountName: payee?.name ?? '',
              accountNo: `6214 8321 ${payment.orderNo.slice(-4)} 0088`,
              reference: payment.orderNo,
            },
          }
        : { qrContent: qr }),
    createdAt: isoCst(payment.createdAt),
    ...(payment.paidAt !== undefined ? { paidAt: isoCst(payment.paidAt) } : {}),
  };
}

/** What the order pays for: the awarded bid, or a coupon pack. */
function sourceOf(db: Db, order: OrderRow): OrderSource {
  if (order.pack) {
    return {
      kind: 'coupon',
      templateId: order.pack.templateId,
      name: db.couponTemplates[order.pack.templateId]?.name ?? '',
      quantity: order.pack.quantity,
      unitPrice: order.pack.unitPrice,
    };
  }
  const tenderId = order.tenderId ?? '';
  const bidId = order.bidId ?? '';
  return {
    kind: 'tender',
    tenderId,
    tenderNo: db.tenders[tenderId]?.tenderNo ?? '',
    title: db.tenders[tenderId]?.title ?? '',
    bidId,
    bidNo: db.bids[bidId]?.bidNo ?? '',
  };
}

/** The coupon on the order and what it takes off ('0' and no coupon without one). */
function couponPart(db: Db, order: OrderRow) {
  const held = couponOfOrder(db, order);
  const off = orderDiscountCents(db, order);
  const discount = held ? fromCents(off) : '0';
  return {
    ...(held ? { coupon: { code: held.coupon.code, name: held.template.name, discount } } : {}),
    discount,
    payable: orderPayable(db, order),
    ...(order.couponDeclined ? { couponDeclined: true } : {}),
    ...lapsedPart(db, order),
  };
}

/** The coupon that expired while reserved for the unpaid order, to tell its payer. */
function lapsedPart(db: Db, order: OrderRow) {
  const lapsed = order.status === 'unpaid' ? order.lapsedCoupon : undefined;
  const coupon = lapsed ? db.coupons[lapsed.code] : undefined;
  if (!lapsed || !coupon) return {};
  const name = db.couponTemplates[coupon.templateId]?.name ?? '';
  return { lapsedCoupon: { code: lapsed.code, name, expiredAt: isoCst(lapsed.at) } };
}

export function toOrder(db: Db, order: OrderRow, reader: MemberRow): Order {
  const payer = reader.id === order.payerId;
  const payment = payer ? latestPayment(db, order.orderNo) : undefined;
  return {
    orderNo: order.orderNo,
    source: sourceOf(db, order),
    payer: partyRef(db, order.payerEnterpriseId),
    payee: partyRef(db, order.payeeEnterpriseId),
    amount: order.amount,
    currency: order.currency,
    lines: order.lines.map((line) => ({ ...line })),
    ...couponPart(db, order),
    status: order.status,
    role: payer ? 'payer' : 'payee',
    createdAt: isoCst(order.createdAt),
    expiresAt: isoCst(order.expiresAt),
    ...(order.paidAt !== undefined ? { paidAt: isoCst(order.paidAt) } : {}),
    ...(order.cancelledAt !== undefined ? { cancelledAt: isoCst(order.cancelledAt) } : {}),
    ...(order.cancelReason ? { cancelReason: order.cancelReason } : {}),
    ...(payment ? { payment: toPayment(db, payment) } : {}),
  };
}
