import { memo } from 'react';

import { DictFilter } from '@/components/dict-filter';
import { FilterBar } from '@/components/filter-bar';
import { FilterField } from '@/components/filter-field';
import { PortSelect } from '@/components/port-select';

import { useListingFormat } from '../hooks/use-listing-format';
import { hasFilters, type MarketSearch } from '../utils/market-search';

interface MarketFiltersProps {
  search: MarketSearch;
  onChange: (patch: Partial<MarketSearch>) => void;
}

/**
 * The market's filters: ports, shipment type, container type and carrier; each applies at once.
 * Memoised: a page of results arriving does not render it (and its antd fields) again.
 */
export const MarketFilters = memo(function MarketFilters({ search, onChange }: MarketFiltersProps) {
  const { text } = useListingFormat();
  const any = text('market.filters.any');

  return (
    <FilterBar
      label={text('market.filters.title')}
      reset={{
        label: text('market.filters.reset'),
        disabled: !hasFilters(search),
        onReset: () =>
          onChange({
            pol: undefined,
            pod: undefined,
            shipmentType: undefined,
            containerType: undefined,
            carrier: undefined,
          }),
      }}
    >
      <FilterField wide label={text('market.filters.pol')}>
        {(id) => (
          <PortSelect
            id={id}
            value={search.pol}
            placeholder={text('market.filters.portPlaceholder')}
            onChange={(pol) => onChange({ pol })}
          />
        )}
      </FilterField>
      <FilterField wide label={text('market.filters.pod')}>
        {(id) => (
          <PortSelect
            id={id}
            value={search.pod}
            placeholder={text('market.filters.portPlaceholder')}
            onChange={(pod) => onChange({ pod })}
          />
        )}
      </FilterField>
      <DictFilter
        label={text('market.filters.shipmentType')}
        dictCode="shipment_type"
        value={search.shipmentType}
        placeholder={any}
        onChange={(shipmentType) => onChange({ shipmentType })}
      />
      <DictFilter
        label={text('market.filters.containerType')}
        dictCode="container_type"
        value={search.containerType}
        placeholder={any}
        onChange={(containerType) => onChange({ containerType })}
      />
      <DictFilter
        label={text('market.filters.carrier')}
        dictCode="carrier"
        searchable
        value={search.carrier}
        placeholder={any}
        onChange={(carrier) => onChange({ carrier })}
      />
    </FilterBar>
  );
});
