import { FormattedMessage } from 'react-intl';

import { StatusTag } from '@/components/status-tag';
import type { Lateness } from '@/contract/shipment/types';

import { PortTimeText } from './port-time-text';
import styles from './shipment.module.css';

/** A late shipment says so, why (a cut-off or the ETA passed) and since when, at the port's time. */
export function LateTag({ late }: { late: Lateness }) {
  return (
    <span className={styles.late}>
      <StatusTag color="error">
        <FormattedMessage id="shipment.late" />
      </StatusTag>
      <span className={styles.lateWhy}>
        <FormattedMessage
          id={`shipment.late.${late.reason}`}
          values={{ since: <PortTimeText value={late.since} /> }}
        />
      </span>
    </span>
  );
}
