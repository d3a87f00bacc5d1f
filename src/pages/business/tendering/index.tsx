import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /business/tendering: the tender hall. */
export default function TenderingPage() {
  return (
    <PageContainer
      titleId="menu.business.tendering"
      descriptionId="pages.business.tendering.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
