import { FilterField } from '@/components/filter-field';
import { LazySelect } from '@/components/lazy-select';
import type { SortOrder } from '@/contract/http';
import type { TenderSort } from '@/contract/tender/types';
import { useText } from '@/lib/i18n/use-text';

import { TENDER_SORTS, type TenderSearch } from '../utils/tender-search';
import styles from './tender-filters.module.css';

/** The order that reads naturally for each sort: soonest dates first, largest numbers first. */
const NATURAL_ORDER: Record<TenderSort, SortOrder> = {
  newest: 'desc',
  deadline: 'asc',
  readyDate: 'asc',
  budget: 'desc',
  bidCount: 'desc',
};

interface SearchSortProps {
  search: TenderSearch;
  onChange: (patch: Pick<TenderSearch, 'sort' | 'order'>) => void;
}

/** Sort field and direction of the results; picking a field also picks its natural direction. */
export function SearchSort({ search, onChange }: SearchSortProps) {
  const text = useText();
  return (
    <div className={styles.sort}>
      <FilterField label={text('tender.sort.label')}>
        {(id) => (
          <LazySelect<TenderSort>
            id={id}
            value={search.sort}
            popupMatchSelectWidth={false}
            options={TENDER_SORTS.map((sort) => ({
              value: sort,
              label: text(`tender.sort.${sort}`),
            }))}
            onChange={(sort) => onChange({ sort, order: NATURAL_ORDER[sort] })}
          />
        )}
      </FilterField>
      <FilterField label={text('tender.sort.order')}>
        {(id) => (
          <LazySelect<SortOrder>
            id={id}
            value={search.order}
            popupMatchSelectWidth={false}
            options={[
              { value: 'desc', label: text('tender.sort.desc') },
              { value: 'asc', label: text('tender.sort.asc') },
            ]}
            onChange={(order) => onChange({ sort: search.sort, order })}
          />
        )}
      </FilterField>
    </div>
  );
}
