import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';

import { LazySelect } from '@/components/lazy-select';
import { PageContainer } from '@/components/page-container';
import { RetryAlert } from '@/components/retry-alert';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { TENDER_STATUSES, type TenderStatus } from '@/contract/tender/types';
import { MyTenderList } from '@/features/tender/components/my-tender-list';
import { MyTenderPanel } from '@/features/tender/components/my-tender-panel';
import { useMyTenderPage } from '@/features/tender/hooks/use-my-tender-page';
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
  const [search, setSearch] = useSearchParams();
  const statusParam = search.get('status') ?? '';
  const status = (TENDER_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as TenderStatus)
    : undefined;
  const current = Math.max(1, Number(search.get('page')) || 1);
  const tenderId = search.get('tenderId') ?? undefined;
  const list = useMyTenderPage(status, current);
  const statuses = useDict('tender_status');
  const panel = useRef<HTMLDivElement>(null);

  const update = (changes: Record<string, string | undefined>) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  useEffect(() => {
    if (tenderId) panel.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [tenderId]);

  return (
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
        <SectionCard
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
              onChange={(value) =>
                update({ status: value === ALL ? undefined : value, page: undefined })
              }
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
            <MyTenderList
              page={list.data}
              loading={list.loading}
              selectedId={tenderId}
              onSelect={(id) => update({ tenderId: id })}
              onPage={(page) => update({ page: page > 1 ? String(page) : undefined })}
            />
          )}
        </SectionCard>
        <div ref={panel} className={styles.anchor}>
          {tenderId ? (
            <MyTenderPanel
              key={tenderId}
              tenderId={tenderId}
              onChanged={list.refresh}
              renderOrder={(orderNo) => <AwardOrderStatus orderNo={orderNo} />}
            />
          ) : (
            <p className={styles.hint}>
              <FormattedMessage id="issuer.mine.pick" />
            </p>
          )}
        </div>
      </div>
    </PageContainer>
  );
}
