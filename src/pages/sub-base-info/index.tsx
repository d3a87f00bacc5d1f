import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /subBaseInfo: completing the company profile after registering. */
export default function SubBaseInfoPage() {
  return (
    <PageContainer titleId="menu.subBaseInfo" descriptionId="pages.subBaseInfo.description">
      <ComingSoon />
    </PageContainer>
  );
}
