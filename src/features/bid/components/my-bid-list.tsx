import { Empty } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { LoadingOrFailed } from '@/components/loading-or-failed';
import { ResultsPagination } from '@/components/results-pagination';
import { paths } from '@/config/paths';
import type { BidTenderSummary } from '@/contract/bid/types';

import { useMyBids } from '../hooks/use-my-bids';
import { useWithdrawBid } from '../hooks/use-withdraw-bid';
import { MyBidCard } from './my-bid-card';
import styles from './my-bids.module.css';

import type { BidTab } from '../utils/bid-state';
import type { ReactNode } from 'react';

interface MyBidListProps {
  tab: BidTab;
  page: number;
  onPage: (page: number) => void;
  lane: (tender: BidTenderSummary) => ReactNode;
}

/** One page of the bidder's bids in one state, with paging, an empty state and a retry on failure. */
export function MyBidList({ tab, page, onPage, lane }: MyBidListProps) {
  const intl = useIntl();
  const bids = useMyBids({ status: tab === 'all' ? undefined : tab, current: page });
  const confirmWithdraw = useWithdrawBid();
  const { data, loading, refresh } = bids;

  if (!data) return <LoadingOrFailed request={bids} failedId="bid.mine.loadFailed" />;

  if (data.records.length === 0) {
    return (
      <Empty
        description={<FormattedMessage id={`bid.mine.empty.${tab}`} />}
        image={Empty.PRESENTED_IMAGE_SIMPLE}
      >
        {(tab === 'all' || tab === 'submitted') && (
          <Link className="link-button link-button--primary" to={paths.business.tendering.href()}>
            <FormattedMessage id="bid.page.toHall" />
          </Link>
        )}
      </Empty>
    );
  }

  return (
    <div aria-busy={loading}>
      <p className={styles.count} role="status">
        <FormattedMessage id="bid.mine.total.count" values={{ total: data.total }} />
      </p>
      <ul className={styles.list}>
        {data.records.map((bid) => (
          <li key={bid.id}>
            <MyBidCard
              bid={bid}
              lane={lane}
              onWithdraw={(target) =>
                confirmWithdraw(target, { onWithdrawn: refresh, onFailed: refresh })
              }
            />
          </li>
        ))}
      </ul>
      <div className={styles.pager}>
        <ResultsPagination
          page={data}
          label={intl.formatMessage({ id: 'bid.mine.pages' })}
          onChange={onPage}
        />
      </div>
    </div>
  );
}
