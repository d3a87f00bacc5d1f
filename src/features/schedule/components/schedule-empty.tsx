import { Button } from 'antd';

import { addDays, daysBetween } from '@/contract/common/calendar';

import { useScheduleFormat } from '../hooks/use-schedule-format';
import styles from './schedule.module.css';

import type { ScheduleSearch } from '../utils/schedule-search';

interface ScheduleEmptyProps {
  search: ScheduleSearch;
  onChange: (patch: Partial<ScheduleSearch>) => void;
}

/** Eight weeks: the widest range offered in one click (the server allows 92 days). */
const WIDE_RANGE_DAYS = 55;

/** No sailing matches: the ways to widen the search that apply to this one. */
export function ScheduleEmpty({ search, onChange }: ScheduleEmptyProps) {
  const format = useScheduleFormat();
  const narrow = daysBetween(search.from, search.to) < WIDE_RANGE_DAYS;
  if (!narrow && !search.carrier && search.routing !== 'direct') return null;
  return (
    <div className={styles.emptyActions}>
      <span>{format.text('schedule.empty.hint')}</span>
      {narrow && (
        <Button onClick={() => onChange({ to: addDays(search.from, WIDE_RANGE_DAYS) })}>
          {format.text('schedule.empty.widen')}
        </Button>
      )}
      {search.carrier && (
        <Button onClick={() => onChange({ carrier: undefined })}>
          {format.text('schedule.empty.carrier')}
        </Button>
      )}
      {search.routing === 'direct' && (
        <Button onClick={() => onChange({ routing: undefined })}>
          {format.text('schedule.empty.transship')}
        </Button>
      )}
    </div>
  );
}
