import type { Payment } from '@/contract/order/types';

/**
 * The payment to show: the one the pay call just returned until the order's next read includes it,
 * then the order's (its status is the fresher one). The later-created of the two wins.
 */
export function latestPayment(
  fromOrder: Payment | undefined,
  started: Payment | undefined,
): Payment | undefined {
  if (!started) return fromOrder;
  if (!fromOrder) return started;
  if (fromOrder.paymentNo === started.paymentNo) return fromOrder;
  return Date.parse(started.createdAt) > Date.parse(fromOrder.createdAt) ? started : fromOrder;
}
