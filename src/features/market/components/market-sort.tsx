import { useId } from 'react';

import { LazySelect } from '@/components/lazy-select';
import type { SortOrder } from '@/contract/http';
import { LISTING_SORTS, type ListingSort } from '@/contract/market/types';

import { useListingFormat } from '../hooks/use-listing-format';
import { defaultOrder, type MarketSearch } from '../utils/market-search';
import styles from './market.module.css';

interface MarketSortProps {
  search: MarketSearch;
  onChange: (patch: Partial<MarketSearch>) => void;
}

/** Sort by update, price or transit time, and the direction. */
export function MarketSort({ search, onChange }: MarketSortProps) {
  const { text } = useListingFormat();
  const sortId = useId();
  const orderId = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={sortId} className={styles.label}>
        {text('market.sort.label')}
      </label>
      <LazySelect<ListingSort>
        id={sortId}
        value={search.sort}
        options={LISTING_SORTS.map((sort) => ({ value: sort, label: text(`market.sort.${sort}`) }))}
        onChange={(sort) => onChange({ sort, order: defaultOrder(sort) })}
      />
      <LazySelect<SortOrder>
        id={orderId}
        aria-label={text('market.sort.order')}
        value={search.order}
        options={(['asc', 'desc'] as const).map((order) => ({
          value: order,
          label: text(`market.sort.${order}`),
        }))}
        onChange={(order) => onChange({ order })}
      />
    </div>
  );
}
