import { bookingOpen, nextMilestone, payerMayDeliver } from '../../utils/shipment-steps';
import styles from './actions.module.css';
import { BookingSection } from './booking-section';
import { CorrectionSection } from './correction-section';
import { DocumentsSection } from './documents-section';
import { MilestoneSection } from './milestone-section';

import type { ShipmentActionsProps } from './actions-props';

/** The sections of what the reader may do now, by their side of the shipment and its state. */
export function ActionsPanel({ shipment, onUpdated }: ShipmentActionsProps) {
  const payee = shipment.role === 'payee';
  const next = payee
    ? nextMilestone(shipment)
    : payerMayDeliver(shipment)
      ? 'delivered'
      : undefined;
  return (
    <div className={styles.panel}>
      {bookingOpen(shipment) && <BookingSection shipment={shipment} onUpdated={onUpdated} />}
      {next && (
        // A new form for each milestone: what was typed for the last one does not carry over.
        <MilestoneSection key={next} kind={next} shipment={shipment} onUpdated={onUpdated} />
      )}
      {payee && shipment.milestones.length > 0 && (
        <CorrectionSection shipment={shipment} onUpdated={onUpdated} />
      )}
      <DocumentsSection shipment={shipment} onUpdated={onUpdated} />
    </div>
  );
}
