import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /user/personalCenter: the member centre overview. */
export default function PersonalCenterPage() {
  return (
    <PageContainer
      titleId="menu.user.personalCenter"
      descriptionId="pages.user.personalCenter.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
