import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /business/myBid: the bids of the current forwarder or consolidator. */
export default function MyBidPage() {
  return (
    <PageContainer titleId="menu.business.myBid" descriptionId="pages.business.myBid.description">
      <ComingSoon />
    </PageContainer>
  );
}
