import { Timeline } from 'antd';
import { FormattedMessage } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import { milestoneOrder } from '@/contract/shipment/milestone-order';
import type { Milestone, Shipment } from '@/contract/shipment/types';
import { usePortText } from '@/hooks/use-port-text';
import { useText } from '@/lib/i18n/use-text';

import { PortTimeText } from './port-time-text';
import styles from './shipment.module.css';

interface MilestoneTimelineProps {
  shipment: Pick<Shipment, 'shipmentType' | 'milestones'>;
  /** The order page's short form: each milestone's time and place, not who recorded it. */
  compact?: boolean;
}

function Recorded({ milestone, compact }: { milestone: Milestone; compact: boolean }) {
  const text = useText();
  const { port } = usePortText();
  return (
    <div className={styles.timelineItem}>
      <strong>{text(`shipment.milestone.${milestone.kind}`)}</strong>
      <PortTimeText value={milestone.at} zone={milestone.zone} />
      <span>
        <FormattedMessage
          id="shipment.timeline.place"
          values={{ port: port(milestone.port), place: <bdi>{milestone.place}</bdi> }}
        />
      </span>
      {!compact && (
        <span className={styles.muted}>
          <FormattedMessage
            id="shipment.timeline.recorded"
            values={{
              role: text(`shipment.role.${milestone.recordedBy}`),
              at: <DateTimeText value={milestone.recordedAt} />,
            }}
          />
        </span>
      )}
    </div>
  );
}

/**
 * A shipment's milestones in their order (an LCL shipment has no empty pick-up): the recorded ones
 * with their time in their port's zone, the port and the place; the ones to come as pending; one
 * passed over (import clearance, when the shipper confirmed delivery) as not recorded.
 */
export function MilestoneTimeline({ shipment, compact = false }: MilestoneTimelineProps) {
  const text = useText();
  const order = milestoneOrder(shipment.shipmentType);
  const recorded = new Map(shipment.milestones.map((milestone) => [milestone.kind, milestone]));
  const latest = shipment.milestones.at(-1);
  const reached = latest ? order.indexOf(latest.kind) : -1;
  return (
    <div role="group" aria-label={text('shipment.timeline.label')}>
      <Timeline
        items={order.map((kind, index) => {
          const milestone = recorded.get(kind);
          if (milestone) {
            return {
              key: kind,
              color: 'green',
              content: <Recorded milestone={milestone} compact={compact} />,
            };
          }
          const state = index < reached ? 'skipped' : 'pending';
          return {
            key: kind,
            color: 'gray',
            content: (
              <div className={styles.timelineItem}>
                <span>{text(`shipment.milestone.${kind}`)}</span>
                <span className={styles.muted}>{text(`shipment.timeline.${state}`)}</span>
              </div>
            ),
          };
        })}
      />
    </div>
  );
}
