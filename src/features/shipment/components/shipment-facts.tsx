import { FormattedMessage } from 'react-intl';

import { LtrRun } from '@/components/ltr-run';
import type { ShipmentSummary } from '@/contract/shipment/types';
import { usePortText } from '@/hooks/use-port-text';
import { useDict } from '@/lib/reference';

import { CutoffCountdown } from './cutoff-countdown';
import { PortTimeText } from './port-time-text';
import styles from './shipment.module.css';

/**
 * What both the list and the detail say of a shipment's sailing: its lane, carrier, vessel and
 * voyage once booked, ETD and ETA each at its port's time, and the next cut-off with its countdown.
 */
export function ShipmentFacts({
  shipment,
  className,
}: {
  shipment: ShipmentSummary;
  className?: string;
}) {
  const { port, lane } = usePortText();
  const carriers = useDict('carrier');
  const { carrier, vessel, voyage, etd, eta, nextCutoff } = shipment;
  return (
    <dl className={[styles.facts, className].filter(Boolean).join(' ')}>
      <div>
        <dt>
          <FormattedMessage id="shipment.field.lane" />
        </dt>
        <dd>{lane(shipment.pol, shipment.pod)}</dd>
      </div>
      {carrier && (
        <div>
          <dt>
            <FormattedMessage id="shipment.field.carrier" />
          </dt>
          <dd>{carriers.labelOf(carrier) || carrier}</dd>
        </div>
      )}
      {vessel && (
        <div>
          <dt>
            <FormattedMessage id="shipment.field.sailing" />
          </dt>
          <dd>
            <LtrRun>{`${vessel} / ${voyage ?? ''}`}</LtrRun>
          </dd>
        </div>
      )}
      {etd && (
        <div>
          <dt>
            <FormattedMessage id="shipment.field.etd" values={{ port: port(shipment.pol) }} />
          </dt>
          <dd>
            <PortTimeText value={etd} />
          </dd>
        </div>
      )}
      {eta && (
        <div>
          <dt>
            <FormattedMessage id="shipment.field.eta" values={{ port: port(shipment.pod) }} />
          </dt>
          <dd>
            <PortTimeText value={eta} />
          </dd>
        </div>
      )}
      {nextCutoff && (
        <div>
          <dt>
            <FormattedMessage id="shipment.field.nextCutoff" />
          </dt>
          <dd>
            <CutoffCountdown cutoff={nextCutoff} />
          </dd>
        </div>
      )}
    </dl>
  );
}
