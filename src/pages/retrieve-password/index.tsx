import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /retrievePassword: resetting a password. */
export default function RetrievePasswordPage() {
  return (
    <PageContainer
      titleId="menu.retrievePassword"
      descriptionId="pages.retrievePassword.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
