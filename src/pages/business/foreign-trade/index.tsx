import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';

/** /business/foreignTrade/:id: the enterprise directory of one category (1 foreign trade, 2 forwarding, 3 consolidation, 4 trucking fleet). */
export default function ForeignTradePage() {
  return (
    <PageContainer
      titleId="menu.business.foreignTrade"
      descriptionId="pages.business.foreignTrade.description"
    >
      <ComingSoon />
    </PageContainer>
  );
}
