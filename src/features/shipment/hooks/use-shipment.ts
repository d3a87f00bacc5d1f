import { useRequest } from 'ahooks';

import { REFRESH_ON_FOCUS } from '@/hooks/request-policy';

import { getShipment } from '../api';

/** One shipment, read again when the tab regains focus (the other party updates it meanwhile). */
export function useShipment(shipmentNo: string) {
  return useRequest(() => getShipment(shipmentNo, { skipErrorToast: true }), {
    refreshDeps: [shipmentNo],
    ...REFRESH_ON_FOCUS,
    onError: () => undefined,
  });
}
