import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { PageContainer } from '@/components/page-container';
import { resultsPage } from '@/components/paged-results';
import { paths } from '@/config/paths';
import { HallFilters } from '@/features/tender/components/hall-filters';
import { TenderEmpty } from '@/features/tender/components/tender-empty';
import styles from '@/features/tender/components/tender-page.module.css';
import { TenderResults } from '@/features/tender/components/tender-results';
import { useTenderSearchPage } from '@/features/tender/hooks/use-tender-page';
import {
  DEFAULT_SEARCH,
  HALL_FIELDS,
  hasFilters,
  parseHallSearch,
} from '@/features/tender/utils/tender-search';
import { useSession } from '@/lib/session';

/**
 * /business/tendering: the tender hall. Open tenders newest first, 10 a page, filtered by lane,
 * shipment type, container type and status; filters and page live in the address. No result
 * offers to issue a tender for the lane filtered on.
 */
export default function TenderingPage() {
  const { member } = useSession();
  const { search, update, patch, setSearch, page } = useTenderSearchPage(parseHallSearch);
  const filtered = hasFilters(search, HALL_FIELDS) || search.status !== DEFAULT_SEARCH.status;

  return (
    <PageContainer
      titleId="menu.business.tendering"
      descriptionId="pages.business.tendering.description"
      extra={
        <div className={styles.headerActions}>
          <Link to={paths.business.searchTender.href()}>
            <FormattedMessage id="tender.hall.advancedSearch" />
          </Link>
          {member?.userType === 1 && (
            <Link
              to={paths.business.tenderIssue.href()}
              className="link-button link-button--primary"
            >
              <FormattedMessage id="tender.hall.issue" />
            </Link>
          )}
        </div>
      }
    >
      <HallFilters search={search} onChange={update} />
      <TenderResults
        {...resultsPage(page, (current) => patch({ current }))}
        empty={
          <TenderEmpty
            descriptionId="tender.list.empty"
            search={search}
            resetId="trade.lane.reset"
            onReset={filtered ? () => setSearch(DEFAULT_SEARCH) : undefined}
          />
        }
      />
    </PageContainer>
  );
}
