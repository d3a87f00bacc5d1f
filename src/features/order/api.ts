import { OrderApi } from '@/contract/order/paths';
import { OrderReplies } from '@/contract/order/replies';
import type { MyOrderQuery, PayBody } from '@/contract/order/types';
import { request, type RequestOptions } from '@/lib/request';

/** One order (payer or payee). GET /trading/api/order/detail */
export function getOrderDetail(orderNo: string, options?: RequestOptions) {
  return request.get(OrderApi.detail, OrderReplies.detail, { orderNo }, options);
}

/** The member's orders. GET /trading/api/order/mine */
export function getMyOrderPage(query: MyOrderQuery = {}, options?: RequestOptions) {
  return request.get(OrderApi.mine, OrderReplies.mine, query, options);
}

/** Starts (or returns the running) payment through the gateway. POST /trading/api/order/pay */
export function payOrder(body: PayBody, options?: RequestOptions) {
  return request.post(OrderApi.pay, OrderReplies.pay, body, options);
}

/** Cancels an unpaid order (payer). POST /trading/api/order/cancel */
export function cancelOrder(orderNo: string, options?: RequestOptions) {
  return request.post(OrderApi.cancel, OrderReplies.cancel, { orderNo }, options);
}
