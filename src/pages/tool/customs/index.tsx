import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /tool/customs: HS code look-up. */
export default function CustomsPage() {
  return (
    <PageContainer titleId="menu.tool.customs" descriptionId="pages.tool.customs.description">
      <ComingSoon />
    </PageContainer>
  );
}
