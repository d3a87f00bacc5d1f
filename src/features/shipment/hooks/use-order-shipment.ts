import { useRequest } from '@/hooks/use-request';

import { getMyShipments, getShipment } from '../api';

/**
 * The shipment of one order, with its milestones (undefined data once answered: none opened yet);
 * found through the member's shipments filtered by the order.
 */
export function useOrderShipment(orderNo: string) {
  return useRequest(
    async () => {
      const found = await getMyShipments({ orderNo, size: 1 }, { skipErrorToast: true });
      const summary = found.records[0];
      return summary ? getShipment(summary.shipmentNo, { skipErrorToast: true }) : null;
    },
    { refreshDeps: [orderNo], onError: () => undefined },
  );
}
