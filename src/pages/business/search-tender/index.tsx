import { Button, Empty } from 'antd';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { SearchForm } from '@/features/tender/components/search-form';
import { SearchSort } from '@/features/tender/components/search-sort';
import styles from '@/features/tender/components/tender-page.module.css';
import { TenderResults } from '@/features/tender/components/tender-results';
import { useTenderPage } from '@/features/tender/hooks/use-tender-page';
import { useTenderSearchParams } from '@/features/tender/hooks/use-tender-search-params';
import {
  DEFAULT_SEARCH,
  SEARCH_FIELDS,
  hasFilters,
  toTenderQuery,
} from '@/features/tender/utils/tender-search';
import { useSession } from '@/lib/session';

/**
 * /business/searchTender: every field of a tender as a filter, sortable results, the whole query
 * in the address. No result offers to issue a tender for the lane searched.
 */
export default function SearchTenderPage() {
  const { user } = useSession();
  const { search, setSearch, update } = useTenderSearchParams(SEARCH_FIELDS);
  const query = useMemo(() => toTenderQuery(search), [search]);
  const page = useTenderPage(query);
  // Issuing is for shippers; a visitor is asked to log in by the issue page itself.
  const canIssue = !user || user.userType === 1;

  return (
    <PageContainer
      titleId="menu.business.searchTender"
      descriptionId="pages.business.searchTender.description"
      extra={
        <Link to={paths.business.tendering.href()}>
          <FormattedMessage id="tender.search.toHall" />
        </Link>
      }
    >
      <SearchForm
        search={search}
        onSearch={(filters) =>
          setSearch({ ...filters, sort: search.sort, order: search.order, current: 1 })
        }
      />
      <TenderResults
        data={page.data}
        loading={page.loading}
        error={page.error}
        onRetry={page.refresh}
        onPageChange={(current) => setSearch({ ...search, current })}
        toolbar={<SearchSort search={search} onChange={update} />}
        empty={
          <Empty description={<FormattedMessage id="tender.search.empty" />}>
            <div className={styles.emptyActions}>
              {canIssue && (
                <Link
                  className="link-button link-button--primary"
                  to={paths.business.tenderIssue.href({
                    pol: search.pol,
                    pod: search.pod,
                    shipmentType: search.shipmentType,
                  })}
                >
                  <FormattedMessage id="tender.search.issueForLane" />
                </Link>
              )}
              {hasFilters(search, SEARCH_FIELDS) && (
                <Button onClick={() => setSearch({ ...DEFAULT_SEARCH })}>
                  <FormattedMessage id="tender.search.reset" />
                </Button>
              )}
            </div>
          </Empty>
        }
      />
    </PageContainer>
  );
}
