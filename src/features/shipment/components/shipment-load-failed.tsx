import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { RecordLoadFailed } from '@/components/record-load-failed';
import { paths } from '@/config/paths';

interface ShipmentLoadFailedProps {
  shipmentNo: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** Why the shipment cannot be shown: not found, not the reader's (4003), or a failure to retry. */
export function ShipmentLoadFailed({ shipmentNo, ...load }: ShipmentLoadFailedProps) {
  return (
    <RecordLoadFailed
      {...load}
      notFound={{
        titleId: 'shipment.notFound.title',
        description: (
          <FormattedMessage id="shipment.notFound.description" values={{ shipmentNo }} />
        ),
      }}
      forbidden={{
        titleId: 'shipment.forbidden.title',
        description: <FormattedMessage id="shipment.forbidden.description" />,
      }}
      failedId="shipment.detail.loadFailed"
      back={
        <Link to={paths.user.shipments.href()}>
          <FormattedMessage id="shipment.detail.backToList" />
        </Link>
      }
    />
  );
}
