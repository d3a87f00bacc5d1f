import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /tool/shipDate: sailing schedules. */
export default function ShipDatePage() {
  return (
    <PageContainer titleId="menu.tool.shipDate" descriptionId="pages.tool.shipDate.description">
      <ComingSoon />
    </PageContainer>
  );
}
