import { memo } from 'react';

import { DictFilter } from '@/components/dict-filter';
import { FilterBar } from '@/components/filter-bar';
import { FilterField } from '@/components/filter-field';
import { LazySelect } from '@/components/lazy-select';
import { PortSelect } from '@/components/port-select';
import { useText } from '@/lib/i18n/use-text';

import { useStatusOptions } from '../hooks/use-status-options';
import { DEFAULT_STATUS, type TenderSearch } from '../utils/tender-search';

interface HallFiltersProps {
  search: TenderSearch;
  onChange: (patch: Partial<TenderSearch>) => void;
}

/**
 * The hall's filters: ports, shipment type, container type and status; each applies at once.
 * Memoised: a page of results arriving does not render it (and its antd fields) again.
 */
export const HallFilters = memo(function HallFilters({ search, onChange }: HallFiltersProps) {
  const statusOptions = useStatusOptions();
  const text = useText();
  const filtered =
    search.pol ?? search.pod ?? search.shipmentType ?? search.containerType ?? undefined;

  return (
    <FilterBar
      label={text('tender.filters.title')}
      reset={{
        label: text('tender.filters.reset'),
        disabled: !filtered && search.status === DEFAULT_STATUS,
        onReset: () =>
          onChange({
            pol: undefined,
            pod: undefined,
            shipmentType: undefined,
            containerType: undefined,
            status: DEFAULT_STATUS,
          }),
      }}
    >
      <FilterField wide label={text('tender.filters.pol')}>
        {(id) => (
          <PortSelect
            id={id}
            value={search.pol}
            placeholder={text('tender.filters.portPlaceholder')}
            onChange={(pol) => onChange({ pol })}
          />
        )}
      </FilterField>
      <FilterField wide label={text('tender.filters.pod')}>
        {(id) => (
          <PortSelect
            id={id}
            value={search.pod}
            placeholder={text('tender.filters.portPlaceholder')}
            onChange={(pod) => onChange({ pod })}
          />
        )}
      </FilterField>
      <DictFilter
        label={text('tender.filters.shipmentType')}
        dictCode="shipment_type"
        value={search.shipmentType}
        placeholder={text('tender.filters.any')}
        onChange={(shipmentType) => onChange({ shipmentType })}
      />
      <DictFilter
        label={text('tender.filters.containerType')}
        dictCode="container_type"
        value={search.containerType}
        placeholder={text('tender.filters.any')}
        onChange={(containerType) => onChange({ containerType })}
      />
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
    </FilterBar>
  );
});
