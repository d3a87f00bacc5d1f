import { useRequest } from '@/hooks/use-request';

import { getInvoiceableOrders } from '../api';

/** The member's paid orders still to invoice; a failure is shown with a retry. */
export function useInvoiceableOrders() {
  return useRequest(() => getInvoiceableOrders({ skipErrorToast: true }), {
    onError: () => undefined,
  });
}
