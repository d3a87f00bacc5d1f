import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /register: registering an account. */
export default function RegisterPage() {
  return (
    <PageContainer titleId="menu.register" descriptionId="pages.register.description">
      <ComingSoon />
    </PageContainer>
  );
}
