import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /user/myCollect: the member's favourites. */
export default function MyCollectPage() {
  return (
    <PageContainer titleId="menu.user.myCollect" descriptionId="pages.user.myCollect.description">
      <ComingSoon />
    </PageContainer>
  );
}
