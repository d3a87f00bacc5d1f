import { Checkbox, Empty } from 'antd';

import { LazySelect } from '@/components/lazy-select';
import { PagedResults, resultsPage } from '@/components/paged-results';
import {
  SHIPMENT_STATUSES,
  type ShipmentRole,
  type ShipmentStatus,
} from '@/contract/shipment/types';
import { useText } from '@/lib/i18n/use-text';

import { useMyShipments } from '../hooks/use-my-shipments';
import { ShipmentCard } from './shipment-card';
import styles from './shipment.module.css';

import type { ShipmentSearch } from '../utils/shipment-search';

interface ShipmentListProps {
  /** payer: the shipper's shipments, newest first; payee: those to update, the late first. */
  role: ShipmentRole;
  search: ShipmentSearch;
  /** A new filter (back to page 1) or another page. */
  onSearch: (next: ShipmentSearch) => void;
}

/** My shipments on one side, filtered by status and to the late ones (all in the address), paged. */
export function ShipmentList({ role, search, onSearch }: ShipmentListProps) {
  const text = useText();
  const page = useMyShipments(role, search);
  const filtered = search.status !== undefined || search.late;

  const toolbar = (
    <div className={styles.filters}>
      <LazySelect<ShipmentStatus | 'all'>
        aria-label={text('shipment.filter.status')}
        className={styles.status}
        value={search.status ?? 'all'}
        options={[
          { value: 'all', label: text('shipment.filter.allStatuses') },
          ...SHIPMENT_STATUSES.map((value) => ({
            value,
            label: text(`shipment.status.${value}`),
          })),
        ]}
        onChange={(value) =>
          onSearch({ ...search, status: value === 'all' ? undefined : value, current: 1 })
        }
      />
      <Checkbox
        checked={search.late}
        onChange={(event) => onSearch({ ...search, late: event.target.checked, current: 1 })}
      >
        {text('shipment.filter.lateOnly')}
      </Checkbox>
    </div>
  );

  return (
    <PagedResults
      {...resultsPage(page, (current) => onSearch({ ...search, current }))}
      messages="shipment.list"
      layout="column"
      toolbar={toolbar}
      empty={
        <Empty
          description={text(filtered ? 'shipment.list.emptyFiltered' : 'shipment.list.empty')}
        />
      }
      itemKey={(shipment) => shipment.shipmentNo}
      renderItem={(shipment) => <ShipmentCard shipment={shipment} />}
    />
  );
}
