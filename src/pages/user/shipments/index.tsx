import { PageContainer } from '@/components/page-container';
import { ShipmentList } from '@/features/shipment/components/shipment-list';
import {
  formatShipmentSearch,
  parseShipmentSearch,
} from '@/features/shipment/utils/shipment-search';
import { useIdInAddress } from '@/hooks/use-id-in-address';
import { useUrlSearch } from '@/hooks/use-url-search';
import { useSession } from '@/lib/session';

import { ShipmentDetailView } from './components/shipment-detail-view';
import { SHIPMENTS_HEADING } from './heading';

/** A shipper reads its shipments as payer; a forwarder or consolidator updates its own as payee. */
function MyShipments() {
  const { member } = useSession();
  const { search, setSearch } = useUrlSearch(parseShipmentSearch, formatShipmentSearch);
  const role = member?.userType === 1 ? 'payer' : 'payee';
  return (
    <PageContainer {...SHIPMENTS_HEADING}>
      <ShipmentList key={role} role={role} search={search} onSearch={setSearch} />
    </PageContainer>
  );
}

/**
 * /user/shipments (beyond the original route list): the member's shipments, filtered by status and
 * to the late ones, paged (`status`, `late=1`, `page` in the address); `?shipmentNo=` opens one, as
 * /business/payment?orderNo= opens one order.
 */
export default function ShipmentsPage() {
  const shipmentNo = useIdInAddress('shipmentNo');
  return shipmentNo ? (
    <ShipmentDetailView key={shipmentNo} shipmentNo={shipmentNo} />
  ) : (
    <MyShipments />
  );
}
