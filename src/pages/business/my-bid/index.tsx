import { Tabs } from 'antd';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { PageContainer } from '@/components/page-container';
import type { BidTenderSummary } from '@/contract/bid/types';
import { MyBidList } from '@/features/bid/components/my-bid-list';
import { BID_TABS, parseBidTab, parsePage, type BidTab } from '@/features/bid/utils/bid-state';
import { TenderLane } from '@/features/tender/components/tender-lane';

const lane = (tender: BidTenderSummary) => <TenderLane pol={tender.pol} pod={tender.pod} />;

/**
 * /business/myBid: the bids of the current forwarder or consolidator by state (`?status=`), a page
 * at a time (`?page=`), each with its tender and what can still be done with it.
 */
export default function MyBidPage() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const tab = parseBidTab(search.get('status'));
  const page = parsePage(search.get('page'));

  const go = (nextTab: BidTab, nextPage: number) => {
    const next = new URLSearchParams(search);
    if (nextTab === 'all') next.delete('status');
    else next.set('status', nextTab);
    if (nextPage > 1) next.set('page', String(nextPage));
    else next.delete('page');
    setSearch(next);
  };

  return (
    <PageContainer titleId="menu.business.myBid" descriptionId="pages.business.myBid.description">
      <Tabs
        activeKey={tab}
        onChange={(key) => go(parseBidTab(key), 1)}
        destroyOnHidden
        tabBarGutter={20}
        items={BID_TABS.map((key) => ({
          key,
          label: intl.formatMessage({ id: `bid.mine.tab.${key}` }),
          children:
            key === tab ? (
              <MyBidList tab={tab} page={page} onPage={(next) => go(tab, next)} lane={lane} />
            ) : null,
        }))}
      />
    </PageContainer>
  );
}
