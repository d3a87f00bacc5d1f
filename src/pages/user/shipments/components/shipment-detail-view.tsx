import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';

import { LoadingSkeleton } from '@/components/loading-skeleton';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { ShipmentDetail } from '@/features/shipment/components/shipment-detail';
import { ShipmentLoadFailed } from '@/features/shipment/components/shipment-load-failed';
import { useShipment } from '@/features/shipment/hooks/use-shipment';

import { SHIPMENTS_HEADING } from '../heading';

const backToList = (
  <Link to={paths.user.shipments.href()}>
    <FormattedMessage id="shipment.detail.backToList" />
  </Link>
);

/**
 * One shipment, under the list's heading: not found, not the reader's or failed (with Retry),
 * loading, then its detail. The link back to the list shows while it loads too: on a phone it sits
 * below the description, and appearing with the data it would move the page down a line.
 */
export function ShipmentDetailView({ shipmentNo }: { shipmentNo: string }) {
  const shipment = useShipment(shipmentNo, useLocation().key);
  const { data } = shipment;
  if (!data) {
    if (shipment.error) {
      return (
        <ShipmentLoadFailed
          shipmentNo={shipmentNo}
          error={shipment.error}
          retrying={shipment.loading}
          onRetry={shipment.refresh}
        />
      );
    }
    return (
      <PageContainer {...SHIPMENTS_HEADING} extra={backToList}>
        <LoadingSkeleton rows={8} />
      </PageContainer>
    );
  }
  return (
    <PageContainer {...SHIPMENTS_HEADING} extra={backToList}>
      <ShipmentDetail shipment={data} onUpdated={shipment.mutate} />
    </PageContainer>
  );
}
