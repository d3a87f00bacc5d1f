import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /business/newsDetial: one article. */
export default function NewsDetailPage() {
  return (
    <PageContainer
      titleId="menu.business.newsDetail"
      descriptionId="pages.business.newsDetail.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
