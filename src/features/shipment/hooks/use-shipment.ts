import { REFRESH_ON_FOCUS } from '@/hooks/request-policy';
import { useRequest } from '@/hooks/use-request';
import { useOnArrival } from '@/lib/arrivals';

import { getShipment } from '../api';

/**
 * One shipment, read again when the tab regains focus, when notifications arrive (the other
 * party's step is one) and at each new visit of its address (`visit`, the location's key: a
 * notification of it followed from its own page), since the other party updates it meanwhile.
 */
export function useShipment(shipmentNo: string, visit?: string) {
  const shipment = useRequest(() => getShipment(shipmentNo, { skipErrorToast: true }), {
    refreshDeps: [shipmentNo, visit],
    ...REFRESH_ON_FOCUS,
    onError: () => undefined,
  });
  useOnArrival(shipment.refresh);
  return shipment;
}
