import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /business/newsList: news, notices and help articles. */
export default function NewsListPage() {
  return (
    <PageContainer
      titleId="menu.business.newsList"
      descriptionId="pages.business.newsList.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
