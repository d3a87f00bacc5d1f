import { SHIPMENT_STATUSES, type ShipmentStatus } from '@/contract/shipment/types';
import { PAGE_PARAM, parsePageNumber } from '@/utils/page-number';

/** The shipment list as it lives in the address: `status`, `late=1`, `page`. */
export interface ShipmentSearch {
  status: ShipmentStatus | undefined;
  late: boolean;
  current: number;
}

const isStatus = (value: string): value is ShipmentStatus =>
  (SHIPMENT_STATUSES as readonly string[]).includes(value);

/** Reads the search; an unknown status or a page that is not a whole number is dropped. */
export function parseShipmentSearch(params: URLSearchParams): ShipmentSearch {
  const status = params.get('status') ?? '';
  return {
    status: isStatus(status) ? status : undefined,
    late: params.get('late') === '1',
    current: parsePageNumber(params.get(PAGE_PARAM)),
  };
}

/** Writes the search, leaving defaults out: every shipment, page 1, is the bare address. */
export function formatShipmentSearch(search: ShipmentSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.status) params.set('status', search.status);
  if (search.late) params.set('late', '1');
  if (search.current > 1) params.set(PAGE_PARAM, String(search.current));
  return params;
}
