import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /business/market: the freight-rate market. */
export default function MarketPage() {
  return (
    <PageContainer titleId="menu.business.market" descriptionId="pages.business.market.description">
      <ComingSoon />
    </PageContainer>
  );
}
