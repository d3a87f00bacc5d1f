import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /business/searchTender: tender search. */
export default function SearchTenderPage() {
  return (
    <PageContainer
      titleId="menu.business.searchTender"
      descriptionId="pages.business.searchTender.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
