import { useIntl } from 'react-intl';

import type { PortRef } from '@/contract/common/trade';
import { portName } from '@/utils/port-name';

import styles from './tender-facts.module.css';

interface TenderLaneProps {
  pol: PortRef;
  pod: PortRef;
}

/** The port's name in the reader's language with its UN/LOCODE: '上海 (CNSHA)' / 'Shanghai (CNSHA)'. */
export function usePortName() {
  const { locale } = useIntl();
  return (port: PortRef) => `${portName(port, locale)} (${port.code})`;
}

/**
 * A lane inline: 'Shanghai (CNSHA) → Los Angeles (USLAX)'. The arrow is read as 'to' by screen
 * readers; each port is isolated and on a right-to-left page the arrow points the way the line reads.
 */
export function TenderLane({ pol, pod }: TenderLaneProps) {
  const intl = useIntl();
  const portName = usePortName();
  return (
    <span className={styles.lane}>
      <bdi>{portName(pol)}</bdi>{' '}
      <span aria-hidden className={styles.arrow}>
        →
      </span>{' '}
      <span className="visually-hidden">{intl.formatMessage({ id: 'trade.lane.to' })}</span>{' '}
      <bdi>{portName(pod)}</bdi>
    </span>
  );
}
