import type { Page } from '@/contract/http';
import { OrderApi } from '@/contract/order/paths';
import type { MyOrderQuery, Order, PayBody, Payment } from '@/contract/order/types';
import { unchecked } from '@/contract/schema';
import { request, type RequestOptions } from '@/lib/request';

/** One order (payer or payee). GET /trading/api/order/detail */
export function getOrderDetail(orderNo: string, options?: RequestOptions) {
  return request.get(OrderApi.detail, unchecked<Order>(), { orderNo }, options);
}

/** The member's orders. GET /trading/api/order/mine */
export function getMyOrderPage(query: MyOrderQuery = {}, options?: RequestOptions) {
  return request.get(OrderApi.mine, unchecked<Page<Order>>(), query, options);
}

/** Starts (or returns the running) payment through the gateway. POST /trading/api/order/pay */
export function payOrder(body: PayBody, options?: RequestOptions) {
  return request.post(OrderApi.pay, unchecked<Payment>(), body, options);
}

/** Cancels an unpaid order (payer). POST /trading/api/order/cancel */
export function cancelOrder(orderNo: string, options?: RequestOptions) {
  return request.post(OrderApi.cancel, unchecked<Order>(), { orderNo }, options);
}
