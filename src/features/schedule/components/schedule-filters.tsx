import { SwapOutlined } from '@ant-design/icons';
import { Button, DatePicker } from 'antd';
import dayjs from 'dayjs';
import { memo, useId } from 'react';

import { DictSelect } from '@/components/dict-select';
import { FilterBar } from '@/components/filter-bar';
import { FilterField } from '@/components/filter-field';
import { LazySelect } from '@/components/lazy-select';
import { PortSelect } from '@/components/port-select';
import type { SailingRouting } from '@/contract/schedule/types';
import { useText } from '@/lib/i18n/use-text';

import styles from './schedule.module.css';

import type { ScheduleField } from '../utils/field-error';
import type { ScheduleSearch } from '../utils/schedule-search';
import type { ReactElement } from 'react';

interface ScheduleFiltersProps {
  search: ScheduleSearch;
  onChange: (patch: Partial<ScheduleSearch>) => void;
  errors: Partial<Record<ScheduleField, string>>;
}

const DAY = 'YYYY-MM-DD';

/**
 * The schedule's search bar: ports (swappable), departure dates, carrier, routing; each applies at
 * once. Memoised: the sailings, the data notice or the dictionaries arriving do not render it again.
 */
export const ScheduleFilters = memo(function ScheduleFilters({
  search,
  onChange,
  errors,
}: ScheduleFiltersProps) {
  const text = useText();
  const errorId = useId();
  const described = (field: ScheduleField) =>
    errors[field]
      ? {
          status: 'error' as const,
          'aria-describedby': `${errorId}-${field}`,
          'aria-invalid': true,
        }
      : {};
  const withError = (field: ScheduleField, control: ReactElement) => (
    <>
      {control}
      {errors[field] && (
        <div id={`${errorId}-${field}`} className={styles.fieldError} role="alert">
          {errors[field]}
        </div>
      )}
    </>
  );
  const portPlaceholder = text('schedule.filters.portPlaceholder');

  return (
    <FilterBar label={text('schedule.filters.title')} alignTop>
      <div className="schedule-ports">
        <FilterField label={text('schedule.filters.pol')}>
          {(id) =>
            withError(
              'pol',
              <PortSelect
                id={id}
                value={search.pol}
                placeholder={portPlaceholder}
                onChange={(pol) => onChange({ pol: pol ?? undefined })}
                {...described('pol')}
              />,
            )
          }
        </FilterField>
        <Button
          className="schedule-ports__swap"
          icon={<SwapOutlined />}
          aria-label={text('schedule.filters.swap')}
          disabled={!search.pol && !search.pod}
          onClick={() => onChange({ pol: search.pod, pod: search.pol })}
        />
        <FilterField label={text('schedule.filters.pod')}>
          {(id) =>
            withError(
              'pod',
              <PortSelect
                id={id}
                value={search.pod}
                placeholder={portPlaceholder}
                onChange={(pod) => onChange({ pod: pod ?? undefined })}
                {...described('pod')}
              />,
            )
          }
        </FilterField>
      </div>
      <FilterField wide double label={text('schedule.filters.dates')}>
        {(id) =>
          withError(
            'dates',
            <DatePicker.RangePicker
              id={id}
              allowClear={false}
              value={[dayjs(search.from), dayjs(search.to)]}
              placeholder={[text('schedule.filters.dateFrom'), text('schedule.filters.dateTo')]}
              onChange={(dates) => {
                const [from, to] = dates ?? [];
                if (from && to) onChange({ from: from.format(DAY), to: to.format(DAY) });
              }}
              {...described('dates')}
            />,
          )
        }
      </FilterField>
      <FilterField label={text('schedule.filters.carrier')}>
        {(id) =>
          withError(
            'carrier',
            <DictSelect
              id={id}
              dictCode="carrier"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              value={search.carrier}
              placeholder={text('schedule.filters.anyCarrier')}
              onChange={(carrier?: string) => onChange({ carrier })}
              {...described('carrier')}
            />,
          )
        }
      </FilterField>
      <FilterField label={text('schedule.filters.routing')}>
        {(id) =>
          withError(
            'routing',
            <LazySelect<SailingRouting | 'all'>
              id={id}
              value={search.routing ?? 'all'}
              options={(['all', 'direct', 'transship'] as const).map((value) => ({
                value,
                label: text(`schedule.routing.${value}`),
              }))}
              onChange={(value) => onChange({ routing: value === 'all' ? undefined : value })}
              {...described('routing')}
            />,
          )
        }
      </FilterField>
    </FilterBar>
  );
});
