import { Button } from 'antd';
import { useState } from 'react';

import { LaneTenderOffer } from '@/components/lane-tender-offer';
import { addDays, daysBetween } from '@/contract/common/calendar';

import { useScheduleFormat } from '../hooks/use-schedule-format';
import { laneTenderOf } from '../utils/tender-link';
import styles from './schedule.module.css';

import type { ScheduleSearch } from '../utils/schedule-search';

interface ScheduleEmptyProps {
  search: ScheduleSearch;
  onChange: (patch: Partial<ScheduleSearch>) => void;
}

/** Eight weeks: the widest range offered in one click (the server allows 92 days). */
const WIDE_RANGE_DAYS = 55;

/**
 * No sailing matches: the ways to widen the search that apply to this one, and a tender for the
 * lane (a forwarder may quote a sailing the schedules do not list).
 */
export function ScheduleEmpty({ search, onChange }: ScheduleEmptyProps) {
  const format = useScheduleFormat();
  const [now] = useState(() => Date.now());
  const narrow = daysBetween(search.from, search.to) < WIDE_RANGE_DAYS;
  const widen = narrow || Boolean(search.carrier) || search.routing === 'direct';
  return (
    <div className={styles.emptyActions}>
      {widen && <span>{format.text('schedule.empty.hint')}</span>}
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
      <LaneTenderOffer lane={laneTenderOf(search, now)} />
    </div>
  );
}
