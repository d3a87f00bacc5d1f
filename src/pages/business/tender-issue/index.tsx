import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /business/tenderIssue: a shipper issues a freight tender. */
export default function TenderIssuePage() {
  return (
    <PageContainer
      titleId="menu.business.tenderIssue"
      descriptionId="pages.business.tenderIssue.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
