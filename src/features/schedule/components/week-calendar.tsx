import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { LoadingSkeleton } from '@/components/loading-skeleton';
import { RetryAlert } from '@/components/retry-alert';
import { addDays } from '@/contract/common/calendar';
import type { Sailing } from '@/contract/schedule/types';
import { portTime } from '@/utils/port-time';

import { useScheduleFormat } from '../hooks/use-schedule-format';
import shared from './schedule.module.css';
import { SlowNotice } from './slow-notice';
import styles from './week-calendar.module.css';

interface WeekCalendarProps {
  weekStart: string;
  /** Seven day columns (wide screens) instead of seven rows. */
  columns?: boolean;
  data: Sailing[] | undefined;
  loading: boolean;
  error: Error | undefined;
  onRetry: () => void;
  onWeek: (weekStart: string) => void;
  onSelect: (sailing: Sailing) => void;
}

/** Seven days from `weekStart` (port of loading's calendar), each with its sailings by ETD. */
export function WeekCalendar(props: WeekCalendarProps) {
  const { weekStart, columns, data, loading, error, onRetry, onWeek, onSelect } = props;
  const format = useScheduleFormat();
  const intl = useIntl();
  const days = useMemo(
    () => Array.from({ length: 7 }, (_, i) => addDays(weekStart, i)),
    [weekStart],
  );
  const byDay = useMemo(() => {
    const map = new Map<string, Sailing[]>();
    for (const sailing of data ?? []) {
      const day = portTime(sailing.etd)?.date ?? '';
      map.set(day, [...(map.get(day) ?? []), sailing]);
    }
    return map;
  }, [data]);
  const dayLabel = (day: string) =>
    intl.formatDate(`${day}T00:00:00Z`, {
      timeZone: 'UTC',
      weekday: 'short',
      month: 'numeric',
      day: 'numeric',
    });
  const title = format.text('schedule.week.range', { from: weekStart, to: addDays(weekStart, 6) });

  return (
    <section
      className={styles.week}
      aria-label={format.text('schedule.week.title')}
      aria-busy={loading}
    >
      <header className={styles.weekHeader}>
        <Button
          icon={<LeftOutlined className="flips-in-rtl" />}
          aria-label={format.text('schedule.week.prev')}
          onClick={() => onWeek(addDays(weekStart, -7))}
        />
        <h2 className={styles.weekTitle}>{title}</h2>
        <Button
          icon={<RightOutlined className="flips-in-rtl" />}
          aria-label={format.text('schedule.week.next')}
          onClick={() => onWeek(addDays(weekStart, 7))}
        />
      </header>
      <SlowNotice loading={loading} />
      {error && !loading ? (
        <RetryAlert error={error} onRetry={onRetry} />
      ) : loading && !data ? (
        <LoadingSkeleton />
      ) : (
        <>
          {data?.length === 0 && (
            <p className={shared.muted}>{format.text('schedule.week.empty')}</p>
          )}
          <ol className={columns ? `${styles.days} ${styles.dayColumns}` : styles.days}>
            {days.map((day) => {
              const sailings = byDay.get(day) ?? [];
              return (
                <li key={day} className={styles.day}>
                  <h3 className={styles.dayTitle}>{dayLabel(day)}</h3>
                  {sailings.length === 0 ? (
                    <span className={shared.muted}>{format.text('schedule.week.none')}</span>
                  ) : (
                    <ul className={styles.entries}>
                      {sailings.map((sailing) => (
                        <li key={sailing.id}>
                          <button
                            type="button"
                            className={styles.entry}
                            onClick={() => onSelect(sailing)}
                          >
                            <strong>{portTime(sailing.etd)?.time}</strong>{' '}
                            <bdi>{sailing.vessel}</bdi>{' '}
                            <span className={styles.entryCarrier} dir="auto">
                              {format.carrier(sailing.carrier)}
                            </span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
