/** Paths of the order and payment calls (under API_PREFIX). */
export const OrderApi = {
  /** GET (orderNo): one order; its payer or payee. Settles the 30-minute expiry when read. */
  detail: '/trading/api/order/detail',
  /** GET (current, size, role, status): the member's orders. */
  mine: '/trading/api/order/mine',
  /** POST (PayBody): start (or get the running) payment through the simulated gateway; payer only. */
  pay: '/trading/api/order/pay',
  /** POST ({ orderNo }): cancel an unpaid order; payer only. */
  cancel: '/trading/api/order/cancel',
} as const;
