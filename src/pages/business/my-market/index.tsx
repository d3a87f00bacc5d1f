import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /business/myMarket: the current carrier's rate listings. */
export default function MyMarketPage() {
  return (
    <PageContainer
      titleId="menu.business.myMarket"
      descriptionId="pages.business.myMarket.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
