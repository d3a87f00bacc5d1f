import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { LazySelect } from '@/components/lazy-select';
import { PageContainer } from '@/components/page-container';
import { PrintHeader } from '@/components/print/print-header';
import { RetryAlert } from '@/components/retry-alert';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { MyTenderList } from '@/features/tender/components/my-tender-list';
import { MyTenderPanel } from '@/features/tender/components/my-tender-panel';
import { useMyTenderExport } from '@/features/tender/hooks/use-my-tender-export';
import { useMyTenderPage } from '@/features/tender/hooks/use-my-tender-page';
import {
  formatMyTenderSearch,
  parseMyTenderSearch,
  tenderStatusOf,
} from '@/features/tender/utils/my-tender-search';
import { FIRST_PAGE, useUrlSearch } from '@/hooks/use-url-search';
import { ExportButton } from '@/lib/export/export-button';
import { useDict } from '@/lib/reference';

import { AwardOrderStatus } from './components/award-order-status';
import styles from './my-tender-bid.module.css';

const ALL = 'all';

/**
 * /business/myTenderBid (shippers): the member's tenders (`?status=`, `?page=`) and, for the one in
 * `?tenderId=`, its bids side by side with award and cancel.
 */
export default function MyTenderBidPage() {
  const intl = useIntl();
  const { search, update, patch } = useUrlSearch(
    parseMyTenderSearch,
    formatMyTenderSearch,
    FIRST_PAGE,
  );
  const { status, tenderId } = search;
  const list = useMyTenderPage(status, search.current);
  // A page of tenders renders as a transition React splits into slices, so it never holds a
  // phone's main thread in one piece beside the chosen tender's bids.
  const listPage = useDeferredValue(list.data);
  const [openedOnTender] = useState(() => tenderId !== undefined);
  const listExport = useMyTenderExport(status);
  const statuses = useDict('tender_status');
  const panel = useRef<HTMLDivElement>(null);
  const [shownTender, setShownTender] = useState<string>();
  const lastTender = useRef(tenderId);
  // The chosen tender comes first, above the list: an address that opens with one shows it in
  // place with nothing to scroll. Until its bids are in, its box is a screen tall, so the list below
  // is not pushed down in sight when they come. A tender chosen in the list is scrolled up to.
  useEffect(() => {
    if (tenderId && tenderId !== lastTender.current) {
      panel.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    }
    lastTender.current = tenderId;
  }, [tenderId]);

  return (
    <>
      <PrintHeader />
      <PageContainer
        titleId="menu.business.myTenderBid"
        descriptionId="pages.business.myTenderBid.description"
        extra={
          <Link to={paths.business.tenderIssue.href()}>
            <FormattedMessage id="menu.business.tenderIssue" />
          </Link>
        }
      >
        <div className={styles.stack}>
          {tenderId && (
            <div
              ref={panel}
              className={
                shownTender === tenderId
                  ? styles.anchor
                  : `${styles.anchor} ${styles.anchorLoading}`
              }
            >
              <MyTenderPanel
                key={tenderId}
                tenderId={tenderId}
                onChanged={list.refresh}
                renderOrder={(orderNo) => <AwardOrderStatus orderNo={orderNo} />}
                onShown={setShownTender}
              />
            </div>
          )}
          {/* On paper the page is the chosen tender's comparison: the list stays on screen. */}
          <SectionCard
            className="print-hidden"
            title={intl.formatMessage({ id: 'issuer.mine.title' })}
            extra={
              <LazySelect<string>
                className={styles.filter}
                value={status ?? ALL}
                aria-label={intl.formatMessage({ id: 'issuer.mine.filter' })}
                options={[
                  { value: ALL, label: intl.formatMessage({ id: 'issuer.mine.filterAll' }) },
                  ...statuses.options,
                ]}
                onChange={(value) => update({ status: tenderStatusOf(value) })}
              />
            }
          >
            {list.error && !list.loading ? (
              <RetryAlert
                title={intl.formatMessage({ id: 'issuer.mine.loadFailed' })}
                error={list.error}
                onRetry={list.refresh}
              />
            ) : (
              <>
                <div className={styles.export}>
                  <ExportButton source={listExport} />
                </div>
                <MyTenderList
                  page={listPage}
                  loading={list.loading || listPage !== list.data}
                  selectedId={tenderId}
                  onSelect={(id) => patch({ tenderId: id })}
                  onPage={(current) => patch({ current })}
                  openedFirst={openedOnTender}
                />
              </>
            )}
          </SectionCard>
          {!tenderId && (
            <p className={styles.hint}>
              <FormattedMessage id="issuer.mine.pick" />
            </p>
          )}
        </div>
      </PageContainer>
    </>
  );
}
