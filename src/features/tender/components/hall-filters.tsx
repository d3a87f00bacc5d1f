import { memo } from 'react';

import { FilterField } from '@/components/filter-field';
import { CLEAR_LANE, LaneFilters, hasLaneFilter } from '@/components/lane-filters';
import { LazySelect } from '@/components/lazy-select';
import { useText } from '@/lib/i18n/use-text';

import { useStatusOptions } from '../hooks/use-status-options';
import { DEFAULT_STATUS, type TenderSearch } from '../utils/tender-search';

interface HallFiltersProps {
  search: TenderSearch;
  onChange: (patch: Partial<TenderSearch>) => void;
}

/**
 * The hall's filters: the lane (ports, shipment type, container type) and the status; each applies
 * at once, and the reset brings the status back to open tenders.
 * Memoised: a page of results arriving does not render it (and its antd fields) again.
 */
export const HallFilters = memo(function HallFilters({ search, onChange }: HallFiltersProps) {
  const statusOptions = useStatusOptions();
  const text = useText();

  return (
    <LaneFilters
      label={text('tender.filters.title')}
      lane={search}
      onChange={onChange}
      reset={{
        disabled: !hasLaneFilter(search) && search.status === DEFAULT_STATUS,
        onReset: () => onChange({ ...CLEAR_LANE, status: DEFAULT_STATUS }),
      }}
    >
      <FilterField label={text('tender.filters.status')}>
        {(id) => (
          <LazySelect
            id={id}
            value={search.status}
            options={statusOptions}
            onChange={(status) => onChange({ status })}
          />
        )}
      </FilterField>
    </LaneFilters>
  );
});
