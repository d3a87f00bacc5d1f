import type { Page } from '@/contract/http';
import { OrderApi } from '@/contract/order/paths';
import type { MyOrderQuery, Order, PayBody, Payment } from '@/contract/order/types';
import { request, type RequestOptions } from '@/lib/request';

/** One order (payer or payee). GET /trading/api/order/detail */
export function getOrderDetail(orderNo: string, options?: RequestOptions) {
  return request.get<Order>(OrderApi.detail, { orderNo }, options);
}

/** The member's orders. GET /trading/api/order/mine */
export function getMyOrderPage(query: MyOrderQuery = {}, options?: RequestOptions) {
  return request.get<Page<Order>>(OrderApi.mine, query, options);
}

/** Starts (or returns the running) payment through the gateway. POST /trading/api/order/pay */
export function payOrder(body: PayBody, options?: RequestOptions) {
  return request.post<Payment>(OrderApi.pay, body, options);
}

/** Cancels an unpaid order (payer). POST /trading/api/order/cancel */
export function cancelOrder(orderNo: string, options?: RequestOptions) {
  return request.post<Order>(OrderApi.cancel, { orderNo }, options);
}
