import { FormattedMessage } from 'react-intl';

import { CountdownText } from '@/components/countdown-text';
import { CUTOFF_KINDS, type Sailing } from '@/contract/schedule/types';
import { useNow } from '@/hooks/use-now';

import { useScheduleFormat } from '../hooks/use-schedule-format';
import { cutoffStatus } from '../utils/cutoffs';
import { PortTimeText } from './port-time-text';
import styles from './schedule.module.css';

/**
 * The CY, SI and VGM cut-offs of a sailing, each at the port of loading's time: a countdown while
 * ahead, 'closed' once passed, 'unknown' when the source does not give it (never guessed).
 */
export function CutoffList({ sailing }: { sailing: Sailing }) {
  const now = useNow();
  const format = useScheduleFormat();
  return (
    <dl className={styles.cutoffs}>
      {CUTOFF_KINDS.map((kind) => {
        const at = sailing.cutoffs[kind];
        const status = cutoffStatus(at, now);
        return (
          <div key={kind} className={styles.cutoff}>
            <dt>{format.cutoffName(kind)}</dt>
            <dd>
              {at && <PortTimeText value={at} />}
              {status === 'ahead' && at ? (
                <span className={styles.ahead}>
                  <FormattedMessage
                    id="schedule.cutoff.left"
                    values={{ countdown: <CountdownText until={at} /> }}
                  />
                </span>
              ) : (
                <span className={status === 'passed' ? styles.closed : styles.unknown}>
                  {format.text(
                    status === 'passed' ? 'schedule.cutoff.closed' : 'schedule.cutoff.unknown',
                  )}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
