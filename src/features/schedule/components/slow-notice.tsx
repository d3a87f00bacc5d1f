import { useScheduleFormat } from '../hooks/use-schedule-format';
import { useSlow } from '../hooks/use-schedule-requests';
import styles from './schedule.module.css';

/** After ~3 s still waiting, says so in words (announced politely). */
export function SlowNotice({ loading }: { loading: boolean }) {
  const slow = useSlow(loading);
  const format = useScheduleFormat();
  return (
    <p className={styles.slow} role="status">
      {slow ? format.text('schedule.slow') : ''}
    </p>
  );
}
