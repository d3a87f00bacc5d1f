import { useFocusLanding } from '@/hooks/use-focus-landing';

import { bookingOpen, nextMilestone, payerMayDeliver } from '../../utils/shipment-steps';
import styles from './actions.module.css';
import { BookingSection } from './booking-section';
import { CorrectionSection } from './correction-section';
import { DocumentsSection } from './documents-section';
import { MilestoneSection } from './milestone-section';

import type { ShipmentActionsProps } from './actions-props';

/**
 * Where the focus goes when a recorded milestone's form gives way to the next one's: that form's
 * section; with no milestone left to record, the first section of the panel (made focusable).
 */
function nextMilestoneForm(panel: HTMLElement): HTMLElement | null {
  const landing =
    panel.querySelector<HTMLElement>('[data-next-milestone]') ??
    panel.querySelector<HTMLElement>('[role="region"]');
  if (landing && !landing.hasAttribute('tabindex')) landing.setAttribute('tabindex', '-1');
  return landing;
}

/** The sections of what the reader may do now, by their side of the shipment and its state. */
export function ActionsPanel({ shipment, onUpdated }: ShipmentActionsProps) {
  const payee = shipment.role === 'payee';
  const next = payee
    ? nextMilestone(shipment)
    : payerMayDeliver(shipment)
      ? 'delivered'
      : undefined;
  // A recorded milestone's form goes with its button (a new one for the next milestone): the
  // focus would drop to the page. It lands on the next milestone's section (or, with none left to
  // record, on another section that takes it), where the member goes on.
  const focus = useFocusLanding<HTMLDivElement>(next, nextMilestoneForm);
  return (
    <div className={styles.panel} {...focus}>
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
