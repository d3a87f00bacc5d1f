import type { ShipmentRole } from '@/contract/shipment/types';
import { useRequest } from '@/hooks/use-request';

import { getMyShipments } from '../api';

import type { ShipmentSearch } from '../utils/shipment-search';

export const SHIPMENT_PAGE_SIZE = 10;

/** One page of my shipments on one side (payer: newest first; payee: the late first); the page shows failures. */
export function useMyShipments(role: ShipmentRole, { status, late, current }: ShipmentSearch) {
  return useRequest(
    () =>
      getMyShipments(
        {
          role,
          current,
          size: SHIPMENT_PAGE_SIZE,
          ...(status && { status }),
          ...(late && { late: true }),
        },
        { skipErrorToast: true },
      ),
    { refreshDeps: [role, status, late, current], onError: () => undefined },
  );
}
