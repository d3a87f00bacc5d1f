import { useId } from 'react';

import { LazySelect } from '@/components/lazy-select';
import type { SortOrder } from '@/contract/http';
import { SAILING_SORTS, type SailingSort } from '@/contract/schedule/types';

import { useScheduleFormat } from '../hooks/use-schedule-format';
import styles from './schedule.module.css';

import type { ScheduleSearch } from '../utils/schedule-search';

interface ScheduleSortProps {
  search: ScheduleSearch;
  onChange: (patch: Partial<ScheduleSearch>) => void;
}

/** Sort by ETD, ETA or transit time, and the direction (kept in the address). */
export function ScheduleSort({ search, onChange }: ScheduleSortProps) {
  const format = useScheduleFormat();
  const sortId = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={sortId} className={styles.label}>
        {format.text('schedule.sort.label')}
      </label>
      <LazySelect<SailingSort>
        id={sortId}
        value={search.sort}
        options={SAILING_SORTS.map((sort) => ({
          value: sort,
          label: format.text(`schedule.sort.${sort}`),
        }))}
        onChange={(sort) => onChange({ sort, page: 1 })}
      />
      <LazySelect<SortOrder>
        aria-label={format.text('schedule.sort.order')}
        value={search.order}
        popupMatchSelectWidth={false}
        options={(['asc', 'desc'] as const).map((order) => ({
          value: order,
          label: format.text(`schedule.sort.${order}`),
        }))}
        onChange={(order) => onChange({ order, page: 1 })}
      />
    </div>
  );
}
