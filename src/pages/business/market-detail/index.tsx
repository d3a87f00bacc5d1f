import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /business/marketDetail: one freight-rate listing. */
export default function MarketDetailPage() {
  return (
    <PageContainer
      titleId="menu.business.marketDetail"
      descriptionId="pages.business.marketDetail.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
