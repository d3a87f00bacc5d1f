/**
 * How an order is opened: for an awarded bid (the tender's award) or for a coupon pack (the
 * coupon's purchase). Both domains sit below the order, so they reach these through what the
 * order lends (its domain.ts).
 */
import { fromCents, toCents } from '@/contract/common/money';
import { ORDER_PAY_WINDOW_MINUTES } from '@/contract/order/types';

import { businessNo } from '../../core/schema';
import { MINUTE } from '../../core/time';
import { bidLines } from '../bid/lines';

import type { Db } from '../../core/schema';
import type { BidRow } from '../bid/schema';
import type { CouponTemplateRow } from '../coupon/schema';
import type { MemberRow } from '../member/schema';
import type { TenderRow } from '../tender/schema';
import type { OrderRow } from './schema';

type Opened = 'orderNo' | 'status' | 'createdAt' | 'expiresAt';

/** A new unpaid order of `fields`, numbered and stored; it lapses under the 30-minute rule. */
function openOrder(db: Db, fields: Omit<OrderRow, Opened>, now: number): OrderRow {
  const order: OrderRow = {
    orderNo: businessNo(db, 'O', now),
    ...fields,
    status: 'unpaid',
    createdAt: now,
    expiresAt: now + ORDER_PAY_WINDOW_MINUTES * MINUTE,
  };
  db.orders[order.orderNo] = order;
  return order;
}

/** The order of an award: the bid's total, currency and lines, locked from now on. */
export function openAwardOrder(db: Db, tender: TenderRow, bid: BidRow, now: number): OrderRow {
  return openOrder(
    db,
    {
      tenderId: tender.id,
      bidId: bid.id,
      payerId: tender.issuerId,
      payerEnterpriseId: tender.enterpriseId,
      payeeId: bid.bidderId,
      payeeEnterpriseId: bid.enterpriseId,
      amount: bid.total,
      currency: bid.currency,
      lines: bidLines(tender, bid),
    },
    now,
  );
}

/**
 * A coupon pack bought on the coupon market: `quantity` coupons of `template` at its price, one
 * order of price × quantity (exact cents) paid to the issuer. The coupons are issued when it is
 * paid; while unpaid the quantity is held from the template's stock.
 */
export function openPackOrder(
  db: Db,
  buyer: MemberRow,
  template: CouponTemplateRow,
  pack: { quantity: number; requestId: string },
  now: number,
): OrderRow {
  return openOrder(
    db,
    {
      pack: {
        templateId: template.id,
        quantity: pack.quantity,
        unitPrice: template.price,
        requestId: pack.requestId,
      },
      payerId: buyer.id,
      payerEnterpriseId: buyer.enterpriseId,
      payeeId: template.issuerId,
      payeeEnterpriseId: template.enterpriseId,
      amount: fromCents((toCents(template.price) ?? 0) * pack.quantity),
      currency: template.currency,
      lines: [],
    },
    now,
  );
}
