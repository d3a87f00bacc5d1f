import { FormattedMessage } from 'react-intl';

import { StatusTag, type TagColour } from '@/components/status-tag';
import type { ShipmentStatus } from '@/contract/shipment/types';

/** Awaiting booking waits on the payee, delivered is done, everything between is under way. */
const COLOUR: Record<ShipmentStatus, TagColour | undefined> = {
  awaiting_booking: 'warning',
  booked: 'processing',
  empty_picked_up: 'processing',
  gated_in: 'processing',
  export_cleared: 'processing',
  departed: 'processing',
  arrived: 'processing',
  import_cleared: 'processing',
  delivered: 'success',
};

/** A shipment's state as a tag: awaiting its booking, then its latest milestone. */
export function ShipmentStatusTag({ status }: { status: ShipmentStatus }) {
  return (
    <StatusTag color={COLOUR[status]}>
      <FormattedMessage id={`shipment.status.${status}`} />
    </StatusTag>
  );
}
