import { fromCents } from '@/contract/common/money';
import { NO_GATEWAY, type Order, type OrderSource, type Payment } from '@/contract/order/types';

import { isoCst } from '../../core/time';
import { couponOfOrder, orderDiscountCents } from '../coupon/order-coupon';
import { partyRef } from '../member/views';
import { orderPayable } from './payable';
import { latestPayment } from './rules';

import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { OrderRow, PaymentRow } from './schema';

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
