import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /business/myTenderBid: a shipper's tenders and the bids they received. */
export default function MyTenderBidPage() {
  return (
    <PageContainer
      titleId="menu.business.myTenderBid"
      descriptionId="pages.business.myTenderBid.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
