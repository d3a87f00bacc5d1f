import { Grid, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import { LoadingSkeleton } from '@/components/loading-skeleton';
import { PageContainer } from '@/components/page-container';
import type { Sailing } from '@/contract/schedule/types';
import { SailingResults } from '@/features/schedule/components/sailing-results';
import { ScheduleEmpty } from '@/features/schedule/components/schedule-empty';
import { ScheduleFilters } from '@/features/schedule/components/schedule-filters';
import { ScheduleNotice } from '@/features/schedule/components/schedule-notice';
import { ScheduleSort } from '@/features/schedule/components/schedule-sort';
import { ScheduleStart } from '@/features/schedule/components/schedule-start';
import styles from '@/features/schedule/components/schedule.module.css';
import {
  useSailingPage,
  useSailingWeek,
  useScheduleMeta,
} from '@/features/schedule/hooks/use-schedule-requests';
import { useScheduleSearch } from '@/features/schedule/hooks/use-schedule-search';
import { scheduleFieldOf } from '@/features/schedule/utils/field-error';
import {
  canSearch,
  toSailingQuery,
  toWeekQuery,
  weekOf,
  type ScheduleView,
} from '@/features/schedule/utils/schedule-search';
import { lazyPart } from '@/lib/lazy-part';
import { fieldOf } from '@/lib/request/errors';
import { useDescribeError } from '@/lib/request/use-describe-error';

// The week view and a sailing's drawer show only when asked for: their code loads then.
const WeekCalendar = lazyPart(
  () =>
    import('@/features/schedule/components/week-calendar').then((module) => module.WeekCalendar),
  <LoadingSkeleton rows={6} />,
);
const SailingDrawer = lazyPart(() =>
  import('@/features/schedule/components/sailing-drawer').then((module) => module.SailingDrawer),
);

/** The same object while no field is wrong: the memoised filters do not render again. */
const NO_FIELD_ERRORS = {};

/**
 * /tool/shipDate: sailing schedules with cut-offs. The whole query (ports, dates, carrier, routing,
 * sort, page, week, phone view) lives in the address; the home page links here with pol and pod.
 */
export default function ShipDatePage() {
  const intl = useIntl();
  const describe = useDescribeError();
  const { search, update, patch } = useScheduleSearch();
  // A table from 992 px, cards below. The main column is at most ~840 px wide (1200 px content
  // beside the section menu): too narrow for the table and a calendar column, so List | Week take turns.
  const wide = Boolean(Grid.useBreakpoint().lg);
  const ready = canSearch(search);
  const query = useMemo(() => (ready ? toSailingQuery(search) : undefined), [ready, search]);
  const page = useSailingPage(query);
  const showWeek = ready && search.view === 'week';
  const weekQuery = useMemo(() => (showWeek ? toWeekQuery(search) : undefined), [showWeek, search]);
  const week = useSailingWeek(weekQuery);
  const meta = useScheduleMeta();
  const [selected, setSelected] = useState<Sailing>();
  // Once opened, the drawer stays mounted so that it can animate closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const select = (sailing: Sailing) => {
    setDrawerUsed(true);
    setSelected(sailing);
  };

  const failure = page.error ?? week.error;
  const field = scheduleFieldOf(fieldOf(failure));
  const errors = field ? { [field]: describe(failure) } : NO_FIELD_ERRORS;

  const results = (
    <SailingResults
      data={page.data}
      loading={page.loading}
      error={page.error}
      fieldError={Boolean(field)}
      wide={wide}
      onRetry={page.refresh}
      onPageChange={(current) => patch({ page: current })}
      onSelect={select}
      toolbar={<ScheduleSort search={search} onChange={patch} />}
      empty={<ScheduleEmpty search={search} onChange={update} />}
    />
  );
  const calendar = (
    <WeekCalendar
      weekStart={weekOf(search)}
      columns={wide}
      data={week.data}
      loading={week.loading}
      error={field ? undefined : week.error}
      onRetry={week.refresh}
      onWeek={(weekStart) => patch({ week: weekStart })}
      onSelect={select}
    />
  );

  return (
    <PageContainer titleId="menu.tool.shipDate" descriptionId="pages.tool.shipDate.description">
      <ScheduleFilters search={search} onChange={update} errors={errors} />
      {!ready ? (
        <ScheduleStart />
      ) : (
        <div className={styles.layout}>
          <Segmented<ScheduleView>
            block
            aria-label={intl.formatMessage({ id: 'schedule.view.label' })}
            value={search.view}
            options={(['list', 'week'] as const).map((value) => ({
              value,
              label: intl.formatMessage({ id: `schedule.view.${value}` }),
            }))}
            onChange={(view) => patch({ view })}
          />
          {search.view === 'week' ? calendar : results}
        </div>
      )}
      {/* Below the search: it appears when its data arrives and must not push the search down. */}
      <ScheduleNotice meta={meta.data} />
      {drawerUsed && <SailingDrawer sailing={selected} onClose={() => setSelected(undefined)} />}
    </PageContainer>
  );
}
