import { Alert } from 'antd';
import { FormattedMessage } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import type { ScheduleMeta } from '@/contract/schedule/types';

import { useScheduleFormat } from '../hooks/use-schedule-format';
import styles from './schedule.module.css';

/** Says honestly what the schedule data is: sample or live, its size and its last update. */
export function ScheduleNotice({ meta }: { meta: ScheduleMeta | undefined }) {
  const format = useScheduleFormat();
  if (!meta) return null;
  const summary = (
    <FormattedMessage
      id="schedule.meta.summary"
      values={{
        carriers: meta.carriers,
        lanes: meta.lanes,
        updatedAt: <DateTimeText value={meta.updatedAt} />,
      }}
    />
  );
  return (
    <Alert
      className={styles.notice}
      type={meta.sample ? 'warning' : 'info'}
      showIcon
      title={meta.sample ? format.text('schedule.meta.sample') : summary}
      description={
        meta.sample ? (
          <>
            {format.text('schedule.meta.sampleText')} {summary}
          </>
        ) : undefined
      }
    />
  );
}
