import { Button, Select } from 'antd';
import { FormattedMessage } from 'react-intl';

import { FilterField } from '@/components/filter-field';
import { PortSelect } from '@/components/port-select';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';

import { useStatusOptions } from '../hooks/use-status-options';
import { DEFAULT_STATUS, type TenderSearch } from '../utils/tender-search';
import styles from './tender-filters.module.css';

interface HallFiltersProps {
  search: TenderSearch;
  onChange: (patch: Partial<TenderSearch>) => void;
}

/** The hall's filters: ports, shipment type, container type and status; each applies at once. */
export function HallFilters({ search, onChange }: HallFiltersProps) {
  const shipmentTypes = useDict('shipment_type');
  const containerTypes = useDict('container_type');
  const statusOptions = useStatusOptions();
  const text = useText();
  const filtered =
    search.pol ?? search.pod ?? search.shipmentType ?? search.containerType ?? undefined;

  return (
    <div role="search" className={styles.filters} aria-label={text('tender.filters.title')}>
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
      <FilterField label={text('tender.filters.shipmentType')}>
        {(id) => (
          <Select
            id={id}
            allowClear
            value={search.shipmentType}
            placeholder={text('tender.filters.any')}
            options={shipmentTypes.options}
            onChange={(shipmentType) => onChange({ shipmentType })}
          />
        )}
      </FilterField>
      <FilterField label={text('tender.filters.containerType')}>
        {(id) => (
          <Select
            id={id}
            allowClear
            value={search.containerType}
            placeholder={text('tender.filters.any')}
            options={containerTypes.options}
            onChange={(containerType) => onChange({ containerType })}
          />
        )}
      </FilterField>
      <FilterField label={text('tender.filters.status')}>
        {(id) => (
          <Select
            id={id}
            value={search.status}
            options={statusOptions}
            onChange={(status) => onChange({ status })}
          />
        )}
      </FilterField>
      <div className={styles.actions}>
        <Button
          disabled={!filtered && search.status === DEFAULT_STATUS}
          onClick={() =>
            onChange({
              pol: undefined,
              pod: undefined,
              shipmentType: undefined,
              containerType: undefined,
              status: DEFAULT_STATUS,
            })
          }
        >
          <FormattedMessage id="tender.filters.reset" />
        </Button>
      </div>
    </div>
  );
}
