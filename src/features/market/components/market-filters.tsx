import { Button, Select } from 'antd';

import { FilterField } from '@/components/filter-field';
import { PortSelect } from '@/components/port-select';
import { useDict } from '@/lib/reference';

import { useListingFormat } from '../hooks/use-listing-format';
import { hasFilters, type MarketSearch } from '../utils/market-search';
import styles from './market.module.css';

interface MarketFiltersProps {
  search: MarketSearch;
  onChange: (patch: Partial<MarketSearch>) => void;
}

/** The market's filters: ports, shipment type, container type and carrier; each applies at once. */
export function MarketFilters({ search, onChange }: MarketFiltersProps) {
  const { text } = useListingFormat();
  const shipmentTypes = useDict('shipment_type');
  const containerTypes = useDict('container_type');
  const carriers = useDict('carrier');
  const any = text('market.filters.any');

  return (
    <div role="search" className={styles.filters} aria-label={text('market.filters.title')}>
      <FilterField wide label={text('market.filters.pol')}>
        {(id) => (
          <PortSelect
            id={id}
            allowClear
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
            allowClear
            value={search.pod}
            placeholder={text('market.filters.portPlaceholder')}
            onChange={(pod) => onChange({ pod })}
          />
        )}
      </FilterField>
      <FilterField label={text('market.filters.shipmentType')}>
        {(id) => (
          <Select
            id={id}
            allowClear
            value={search.shipmentType}
            placeholder={any}
            options={shipmentTypes.options}
            onChange={(shipmentType) => onChange({ shipmentType })}
          />
        )}
      </FilterField>
      <FilterField label={text('market.filters.containerType')}>
        {(id) => (
          <Select
            id={id}
            allowClear
            value={search.containerType}
            placeholder={any}
            options={containerTypes.options}
            onChange={(containerType) => onChange({ containerType })}
          />
        )}
      </FilterField>
      <FilterField label={text('market.filters.carrier')}>
        {(id) => (
          <Select
            id={id}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={search.carrier}
            placeholder={any}
            options={carriers.options}
            onChange={(carrier) => onChange({ carrier })}
          />
        )}
      </FilterField>
      <div>
        <Button
          disabled={!hasFilters(search)}
          onClick={() =>
            onChange({
              pol: undefined,
              pod: undefined,
              shipmentType: undefined,
              containerType: undefined,
              carrier: undefined,
            })
          }
        >
          {text('market.filters.reset')}
        </Button>
      </div>
    </div>
  );
}
