import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /business/foreignTradeDetial: one enterprise of the directory. */
export default function ForeignTradeDetailPage() {
  return (
    <PageContainer
      titleId="menu.business.foreignTradeDetail"
      descriptionId="pages.business.foreignTradeDetail.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
