import { useIntl } from 'react-intl';

import { PageContainer } from '@/components/page-container';
import { Tabs } from '@/components/tabs';
import type { BidTenderSummary } from '@/contract/bid/types';
import { MyBidList } from '@/features/bid/components/my-bid-list';
import { BID_TABS } from '@/features/bid/utils/bid-state';
import { TenderLane } from '@/features/tender/components/tender-lane';
import { useTabInAddress } from '@/hooks/use-tab-in-address';

const lane = (tender: BidTenderSummary) => <TenderLane pol={tender.pol} pod={tender.pod} />;

/**
 * /business/myBid: the bids of the current forwarder or consolidator by state (`?status=`), a page
 * at a time (`?page=`), each with its tender and what can still be done with it.
 */
export default function MyBidPage() {
  const intl = useIntl();
  const { tab, page, go, select } = useTabInAddress('status', BID_TABS);

  return (
    <PageContainer titleId="menu.business.myBid" descriptionId="pages.business.myBid.description">
      <Tabs
        activeKey={tab}
        onChange={select}
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
