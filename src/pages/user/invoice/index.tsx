import { PageContainer } from '@/components/page-container';
import { SectionCard } from '@/components/section-card';
import { TitleList } from '@/features/invoice/components/title-list';
import { useText } from '@/lib/i18n/use-text';

/** /user/invoice: the member's invoice titles (applications and the payee's desk come next). */
export default function InvoicePage() {
  const text = useText();
  return (
    <PageContainer titleId="menu.user.invoice" descriptionId="pages.user.invoice.description">
      <SectionCard title={text('invoice.titles.title')}>
        <TitleList />
      </SectionCard>
    </PageContainer>
  );
}
