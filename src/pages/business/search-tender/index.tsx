import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { PageContainer } from '@/components/page-container';
import { resultsPage } from '@/components/paged-results';
import { paths } from '@/config/paths';
import { SearchForm } from '@/features/tender/components/search-form';
import { SearchSort } from '@/features/tender/components/search-sort';
import { TenderEmpty } from '@/features/tender/components/tender-empty';
import { TenderResults } from '@/features/tender/components/tender-results';
import { useTenderSearchPage } from '@/features/tender/hooks/use-tender-page';
import {
  DEFAULT_SEARCH,
  SEARCH_FIELDS,
  hasFilters,
  parseTenderSearch,
} from '@/features/tender/utils/tender-search';

/**
 * /business/searchTender: every field of a tender as a filter, sortable results, the whole query
 * in the address. No result offers to issue a tender for the lane searched.
 */
export default function SearchTenderPage() {
  const { search, setSearch, update, patch, page } = useTenderSearchPage(parseTenderSearch);

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
        {...resultsPage(page, (current) => patch({ current }))}
        toolbar={<SearchSort search={search} onChange={update} />}
        empty={
          <TenderEmpty
            descriptionId="tender.search.empty"
            search={search}
            resetId="tender.search.reset"
            onReset={
              hasFilters(search, SEARCH_FIELDS) ? () => setSearch({ ...DEFAULT_SEARCH }) : undefined
            }
          />
        }
      />
    </PageContainer>
  );
}
