import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { MessageId } from '@/locales/message-id';

import { useScheduleFormat } from '../hooks/use-schedule-format';
import styles from './schedule.module.css';

/** Lanes offered before the first search (each is a `schedule.lane.<pol>-<pod>` text). */
const POPULAR_LANES = [
  ['CNSHA', 'NLRTM'],
  ['CNYTN', 'USLAX'],
  ['CNNGB', 'DEHAM'],
] as const;

/** Before a port is chosen: an invitation and popular lanes, not an error. */
export function ScheduleStart() {
  const format = useScheduleFormat();
  return (
    <section className={styles.start} aria-labelledby="schedule-start-title">
      <h2 id="schedule-start-title" className={styles.startTitle}>
        {format.text('schedule.start.title')}
      </h2>
      <p className={styles.muted}>{format.text('schedule.start.hint')}</p>
      <ul className={styles.lanes}>
        {POPULAR_LANES.map(([pol, pod]) => (
          <li key={`${pol}-${pod}`}>
            <Link className="link-button" to={paths.tool.shipDate.href({ pol, pod })}>
              {format.text(`schedule.lane.${pol}-${pod}` as MessageId)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
