import type { Sailing } from '@/contract/schedule/types';

import { useScheduleFormat } from '../hooks/use-schedule-format';
import { PortTimeText } from './port-time-text';
import styles from './schedule.module.css';

/** ETD and ETA (each at its port's time), transit time and routing of a sailing. */
export function SailingFacts({ sailing }: { sailing: Sailing }) {
  const format = useScheduleFormat();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{format.text('schedule.col.etd')}</dt>
        <dd>
          {format.port(sailing.pol)} <PortTimeText value={sailing.etd} />
        </dd>
      </div>
      <div>
        <dt>{format.text('schedule.col.eta')}</dt>
        <dd>
          {format.port(sailing.pod)} <PortTimeText value={sailing.eta} />
        </dd>
      </div>
      <div>
        <dt>{format.text('schedule.col.transit')}</dt>
        <dd>{format.days(sailing.transitDays)}</dd>
      </div>
      <div>
        <dt>{format.text('schedule.col.routing')}</dt>
        <dd>{format.routing(sailing)}</dd>
      </div>
    </dl>
  );
}
