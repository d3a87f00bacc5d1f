import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /user/changeBaseInfo: editing the member and company profile. */
export default function ChangeBaseInfoPage() {
  return (
    <PageContainer
      titleId="menu.user.changeBaseInfo"
      descriptionId="pages.user.changeBaseInfo.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
