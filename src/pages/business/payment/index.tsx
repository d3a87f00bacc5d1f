import { useIdInAddress } from '@/hooks/use-id-in-address';

import { MyOrdersView } from './components/my-orders-view';
import { OrderPaymentView } from './components/order-payment-view';

/**
 * /business/payment?orderNo=: one order and paying it. Without an order number the same route lists
 * the member's orders, so a link to "orders" and a link to one order share one page.
 */
export default function PaymentPage() {
  const orderNo = useIdInAddress('orderNo');
  return orderNo ? <OrderPaymentView key={orderNo} orderNo={orderNo} /> : <MyOrdersView />;
}
