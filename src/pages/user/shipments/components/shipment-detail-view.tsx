import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';

import { LoadingSkeleton } from '@/components/loading-skeleton';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { ShipmentDetail } from '@/features/shipment/components/shipment-detail';
import { ShipmentLoadFailed } from '@/features/shipment/components/shipment-load-failed';
import { useShipment } from '@/features/shipment/hooks/use-shipment';

const backToList = (
  <Link to={paths.user.shipments.href()}>
    <FormattedMessage id="shipment.detail.backToList" />
  </Link>
);

/** One shipment: not found, not the reader's or failed (with Retry), loading, then its detail. */
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
      <PageContainer titleId="menu.user.shipments">
        <LoadingSkeleton rows={8} />
      </PageContainer>
    );
  }
  return (
    <PageContainer titleId="menu.user.shipments" extra={backToList}>
      <ShipmentDetail shipment={data} onUpdated={shipment.mutate} />
    </PageContainer>
  );
}
