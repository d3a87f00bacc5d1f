import { useCountDown } from 'ahooks';
import { FormattedMessage, useIntl } from 'react-intl';

import type { ShipmentSummary } from '@/contract/shipment/types';

import { PortTimeText } from './port-time-text';
import styles from './shipment.module.css';

type NextCutoff = NonNullable<ShipmentSummary['nextCutoff']>;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The next cut-off (CY, SI or VGM), at the port of loading's time, and the time left until it,
 * ticking every second; 'passed' once it is. A timer role: screen readers do not read every tick.
 */
export function CutoffCountdown({ cutoff }: { cutoff: NextCutoff }) {
  const intl = useIntl();
  const [left, { days, hours, minutes, seconds }] = useCountDown({
    targetDate: Date.parse(cutoff.at),
    interval: 1000,
  });
  const kind = intl.formatMessage({ id: `shipment.cutoff.${cutoff.kind}` });
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return (
    <span className={styles.cutoff}>
      <span role="timer" className={left > 0 ? styles.ahead : styles.passed}>
        {left > 0 ? (
          <FormattedMessage
            id="shipment.cutoff.next"
            values={{
              kind,
              countdown:
                days > 0
                  ? intl.formatMessage({ id: 'trade.countdown.days' }, { days, clock })
                  : clock,
            }}
          />
        ) : (
          `${kind} · ${intl.formatMessage({ id: 'shipment.cutoff.passed' })}`
        )}
      </span>
      <PortTimeText value={cutoff.at} />
    </span>
  );
}
