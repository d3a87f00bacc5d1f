import { FormattedMessage } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import type { Sailing } from '@/contract/schedule/types';

import { useScheduleFormat } from '../hooks/use-schedule-format';
import styles from './schedule.module.css';

/** Where a sailing comes from and when its source last updated it. */
export function SourceText({ sailing }: { sailing: Sailing }) {
  const format = useScheduleFormat();
  const { source } = sailing;
  return (
    <span className={styles.source}>
      <span>
        {format.text('schedule.source.text', {
          name: source.name,
          kind: format.text(
            source.kind === 'carrier' ? 'schedule.source.carrier' : 'schedule.source.partner',
          ),
        })}
      </span>{' '}
      <span>
        <FormattedMessage
          id="schedule.source.updated"
          values={{ updatedAt: <DateTimeText value={sailing.updatedAt} /> }}
        />
      </span>
    </span>
  );
}
