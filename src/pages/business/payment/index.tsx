import { useSearchParams } from 'react-router-dom';

import { MyOrdersView } from './components/my-orders-view';
import { OrderPaymentView } from './components/order-payment-view';

/**
 * /business/payment?orderNo=: one order and paying it. Without an order number the same route lists
 * the member's orders, so a link to "orders" and a link to one order share one page.
 */
export default function PaymentPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim();
  return orderNo ? <OrderPaymentView key={orderNo} orderNo={orderNo} /> : <MyOrdersView />;
}
