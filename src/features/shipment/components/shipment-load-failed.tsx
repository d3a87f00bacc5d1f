import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { LoadFailedPanel } from '@/components/load-failed-panel';
import { StatusPanel } from '@/components/status-panel';
import { paths } from '@/config/paths';
import { BizCode, isBizError } from '@/lib/request';

interface ShipmentLoadFailedProps {
  shipmentNo: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** Why the shipment cannot be shown: not found, not the reader's (4003), or a failure to retry. */
export function ShipmentLoadFailed({
  shipmentNo,
  error,
  retrying,
  onRetry,
}: ShipmentLoadFailedProps) {
  const back = (
    <Link to={paths.user.shipments.href()}>
      <FormattedMessage id="shipment.detail.backToList" />
    </Link>
  );
  if (isBizError(error, BizCode.notFound)) {
    return (
      <StatusPanel
        kind="warning"
        titleId="shipment.notFound.title"
        description={
          <FormattedMessage id="shipment.notFound.description" values={{ shipmentNo }} />
        }
        actions={back}
      />
    );
  }
  if (isBizError(error, BizCode.forbidden)) {
    return (
      <StatusPanel
        kind="forbidden"
        titleId="shipment.forbidden.title"
        description={<FormattedMessage id="shipment.forbidden.description" />}
        actions={back}
      />
    );
  }
  return (
    <LoadFailedPanel
      titleId="shipment.detail.loadFailed"
      error={error}
      onRetry={onRetry}
      retrying={retrying}
      actions={back}
    />
  );
}
