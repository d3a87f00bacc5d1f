import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /business/quote: a forwarder or consolidator quotes on a tender. */
export default function QuotePage() {
  return (
    <PageContainer titleId="menu.business.quote" descriptionId="pages.business.quote.description">
      <ComingSoon />
    </PageContainer>
  );
}
