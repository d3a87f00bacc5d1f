import { SwapOutlined } from '@ant-design/icons';
import { Button, DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useId } from 'react';

import { FilterBar } from '@/components/filter-bar';
import { FilterField } from '@/components/filter-field';
import { PortSelect } from '@/components/port-select';
import type { SailingRouting } from '@/contract/schedule/types';
import { useDict } from '@/lib/reference';

import { useScheduleFormat } from '../hooks/use-schedule-format';
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

/** The schedule's search bar: ports (swappable), departure dates, carrier, routing; each applies at once. */
export function ScheduleFilters({ search, onChange, errors }: ScheduleFiltersProps) {
  const format = useScheduleFormat();
  const carriers = useDict('carrier');
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
  const portPlaceholder = format.text('schedule.filters.portPlaceholder');

  return (
    <FilterBar label={format.text('schedule.filters.title')} alignTop>
      <div className={styles.ports}>
        <FilterField label={format.text('schedule.filters.pol')}>
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
          className={styles.swap}
          icon={<SwapOutlined />}
          aria-label={format.text('schedule.filters.swap')}
          disabled={!search.pol && !search.pod}
          onClick={() => onChange({ pol: search.pod, pod: search.pol })}
        />
        <FilterField label={format.text('schedule.filters.pod')}>
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
      <FilterField wide label={format.text('schedule.filters.dates')}>
        {(id) =>
          withError(
            'dates',
            <DatePicker.RangePicker
              id={id}
              allowClear={false}
              value={[dayjs(search.from), dayjs(search.to)]}
              placeholder={[
                format.text('schedule.filters.dateFrom'),
                format.text('schedule.filters.dateTo'),
              ]}
              onChange={(dates) => {
                const [from, to] = dates ?? [];
                if (from && to) onChange({ from: from.format(DAY), to: to.format(DAY) });
              }}
              {...described('dates')}
            />,
          )
        }
      </FilterField>
      <FilterField label={format.text('schedule.filters.carrier')}>
        {(id) =>
          withError(
            'carrier',
            <Select
              id={id}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              value={search.carrier}
              placeholder={format.text('schedule.filters.anyCarrier')}
              options={carriers.options}
              onChange={(carrier?: string) => onChange({ carrier })}
              {...described('carrier')}
            />,
          )
        }
      </FilterField>
      <FilterField label={format.text('schedule.filters.routing')}>
        {(id) =>
          withError(
            'routing',
            <Select<SailingRouting | 'all'>
              id={id}
              value={search.routing ?? 'all'}
              options={(['all', 'direct', 'transship'] as const).map((value) => ({
                value,
                label: format.text(`schedule.routing.${value}`),
              }))}
              onChange={(value) => onChange({ routing: value === 'all' ? undefined : value })}
              {...described('routing')}
            />,
          )
        }
      </FilterField>
    </FilterBar>
  );
}
