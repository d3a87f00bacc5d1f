import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /business/tendering/:tenderId: one tender. */
export default function TenderDetailPage() {
  return (
    <PageContainer
      titleId="menu.business.tenderDetail"
      descriptionId="pages.business.tenderDetail.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
