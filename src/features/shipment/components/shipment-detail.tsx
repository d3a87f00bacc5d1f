import { SectionCard } from '@/components/section-card';
import type { Shipment } from '@/contract/shipment/types';
import { useText } from '@/lib/i18n/use-text';

import { ShipmentActions } from './actions/shipment-actions';
import { BookingSection } from './booking-section';
import { CorrectionTrail } from './correction-trail';
import { DocumentList } from './document-list';
import { MilestoneTimeline } from './milestone-timeline';
import { ShipmentHead } from './shipment-head';
import styles from './shipment.module.css';

interface ShipmentDetailProps {
  shipment: Shipment;
  /** The shipment as a write answered it (the shown one is replaced). */
  onUpdated: (shipment: Shipment) => void;
}

/**
 * One shipment: its head, what the reader may do next, the booking, the milestones in their order,
 * the corrections trail and the documents, each a named section that fails alone.
 */
export function ShipmentDetail({ shipment, onUpdated }: ShipmentDetailProps) {
  const text = useText();
  return (
    <div className={styles.sections}>
      <SectionCard title={text('shipment.detail.title', { shipmentNo: shipment.shipmentNo })}>
        <ShipmentHead shipment={shipment} />
      </SectionCard>
      <ShipmentActions shipment={shipment} onUpdated={onUpdated} />
      <SectionCard title={text('shipment.section.booking')}>
        <BookingSection shipment={shipment} />
      </SectionCard>
      {/* On a wide screen the milestones run beside their corrections and the documents. */}
      <div className={styles.columns}>
        <SectionCard title={text('shipment.section.timeline')}>
          <MilestoneTimeline shipment={shipment} />
        </SectionCard>
        <div className={styles.sections}>
          <SectionCard title={text('shipment.section.corrections')}>
            <CorrectionTrail corrections={shipment.corrections} />
          </SectionCard>
          <SectionCard title={text('shipment.section.documents')}>
            <DocumentList documents={shipment.documents} />
          </SectionCard>
        </div>
      </div>
    </div>
  );
}
