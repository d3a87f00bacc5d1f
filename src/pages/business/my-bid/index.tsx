import { useIntl } from 'react-intl';

import { PageContainer } from '@/components/page-container';
import { Tabs } from '@/components/tabs';
import type { BidTenderSummary } from '@/contract/bid/types';
import { MyBidList } from '@/features/bid/components/my-bid-list';
import { useMyBidExport } from '@/features/bid/hooks/use-my-bid-export';
import { BID_TABS } from '@/features/bid/utils/bid-state';
import { TenderLane } from '@/features/tender/components/tender-lane';
import { FIRST_PAGE, useUrlSearch } from '@/hooks/use-url-search';
import { ExportButton } from '@/lib/export/export-button';
import { tabSearch } from '@/utils/tab-search';

const lane = (tender: BidTenderSummary) => <TenderLane pol={tender.pol} pod={tender.pod} />;

const BID_SEARCH = tabSearch('status', BID_TABS);

/**
 * /business/myBid: the bids of the current forwarder or consolidator by state (`?status=`), a page
 * at a time (`?page=`), each with its tender and what can still be done with it.
 */
export default function MyBidPage() {
  const intl = useIntl();
  const { search, update, patch } = useUrlSearch(BID_SEARCH.parse, BID_SEARCH.format, FIRST_PAGE);
  const { tab } = search;
  const listExport = useMyBidExport(tab);

  return (
    <PageContainer titleId="menu.business.myBid" descriptionId="pages.business.myBid.description">
      <ExportButton source={listExport} />
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: BID_SEARCH.tabOf(key) })}
        destroyOnHidden
        tabBarGutter={20}
        items={BID_TABS.map((key) => ({
          key,
          label: intl.formatMessage({ id: `bid.mine.tab.${key}` }),
          children:
            key === tab ? (
              <MyBidList
                tab={tab}
                page={search.current}
                onPage={(current) => patch({ current })}
                lane={lane}
              />
            ) : null,
        }))}
      />
    </PageContainer>
  );
}
