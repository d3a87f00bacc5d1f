import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { useInputClear } from '@/components/clear-button';
import { DictSelect } from '@/components/dict-select';
import { LazySelect } from '@/components/lazy-select';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { PortSelect } from '@/components/port-select';
import { useText } from '@/lib/i18n/use-text';
import { lazyPart } from '@/lib/lazy-part';
import { charLimit } from '@/utils/char-limit';

import { useStatusOptions } from '../hooks/use-status-options';
import { fromFormValues, toFormValues, type SearchFormValues } from '../utils/search-form';
import {
  ADVANCED_FIELDS,
  DEFAULT_SEARCH,
  hasFilters,
  KEYWORD_MAX,
  type TenderSearch,
} from '../utils/tender-search';
import styles from './tender-filters.module.css';

// The folded filters (antd's date range pickers, number inputs and selects: about 50 KB) load when
// they are first unfolded, or with an address that sets one of them; pointing at or focusing the
// button that unfolds them starts the load.
const SearchAdvancedFields = lazyPart(
  () => import('./search-advanced-fields').then((module) => module.SearchAdvancedFields),
  <LoadingSkeleton title={false} rows={2} />,
);

interface SearchFormProps {
  search: TenderSearch;
  /** A valid form was submitted (or reset): the new filters. */
  onSearch: (filters: Omit<TenderSearch, 'sort' | 'order' | 'current'>) => void;
}

/**
 * Every filter of a tender search. The form shows what the address says (also after back/forward);
 * a search is made on submit, once the ranges are valid. Rarely used filters fold away.
 */
export function SearchForm({ search, onSearch }: SearchFormProps) {
  const [form] = Form.useForm<SearchFormValues>();
  const statusOptions = useStatusOptions();
  const [more, setMore] = useState(() => hasFilters(search, ADVANCED_FIELDS));
  // Once unfolded, the folded filters stay mounted: folding keeps what was typed in them.
  const [unfolded, setUnfolded] = useState(more);
  if (more && !unfolded) setUnfolded(true);
  const moreId = useId();
  const text = useText();
  const inputClear = useInputClear();

  // A new address (a search, back/forward) opens the folded filters when it sets one of them.
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    if (hasFilters(search, ADVANCED_FIELDS)) setMore(true);
  }
  useEffect(() => form.setFieldsValue(toFormValues(search)), [form, search]);

  return (
    <Form<SearchFormValues>
      form={form}
      layout="vertical"
      role="search"
      aria-label={text('tender.search.formTitle')}
      initialValues={toFormValues(search)}
      // The whole store, not only the mounted fields: filters set by the address before the folded
      // ones have loaded are kept.
      onFinish={() => onSearch(fromFormValues(form.getFieldsValue(true)))}
      className={styles.searchForm}
    >
      <div className={styles.grid}>
        <Form.Item
          name="keyword"
          className={`${styles.wide} ${styles.span2}`}
          label={text('tender.search.keyword')}
        >
          <Input
            allowClear={inputClear}
            count={charLimit(KEYWORD_MAX)}
            placeholder={text('tender.search.keywordPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="pol" className={styles.wide} label={text('trade.lane.pol')}>
          <PortSelect placeholder={text('trade.lane.portPlaceholder')} />
        </Form.Item>
        <Form.Item name="pod" className={styles.wide} label={text('trade.lane.pod')}>
          <PortSelect placeholder={text('trade.lane.portPlaceholder')} />
        </Form.Item>
        <Form.Item name="shipmentType" label={text('trade.lane.shipmentType')}>
          <DictSelect dictCode="shipment_type" allowClear placeholder={text('trade.lane.any')} />
        </Form.Item>
        <Form.Item name="containerType" label={text('trade.lane.containerType')}>
          <DictSelect dictCode="container_type" allowClear placeholder={text('trade.lane.any')} />
        </Form.Item>
        <Form.Item name="status" label={text('tender.filters.status')}>
          <LazySelect options={statusOptions} />
        </Form.Item>
      </div>
      <div id={moreId} hidden={!more} className={styles.grid}>
        {unfolded && <SearchAdvancedFields />}
      </div>
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit">
          <FormattedMessage id="tender.search.submit" />
        </Button>
        <Button
          onClick={() => {
            form.setFieldsValue(toFormValues(DEFAULT_SEARCH));
            onSearch(fromFormValues(toFormValues(DEFAULT_SEARCH)));
          }}
        >
          <FormattedMessage id="tender.search.reset" />
        </Button>
        <Button
          type="link"
          aria-expanded={more}
          aria-controls={moreId}
          icon={more ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
          iconPlacement="end"
          onPointerEnter={SearchAdvancedFields.preload}
          onFocus={SearchAdvancedFields.preload}
          onClick={() => setMore(!more)}
        >
          <FormattedMessage id={more ? 'tender.search.fewer' : 'tender.search.more'} />
        </Button>
      </div>
    </Form>
  );
}
