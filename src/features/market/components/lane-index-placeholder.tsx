import { LoadingSkeleton } from '@/components/loading-skeleton';
import { SectionCard } from '@/components/section-card';
import { useText } from '@/lib/i18n/use-text';

import detail from './listing-detail.module.css';

/**
 * The lane index section's place until it comes into view and while its code loads: its titled
 * card, as tall as the section (nothing moves when it comes); a skeleton once it is `loading`,
 * an empty body before (nothing is on its way until the reader scrolls to it).
 */
export function LaneIndexPlaceholder({ loading = false }: { loading?: boolean }) {
  const text = useText();
  return (
    <SectionCard
      title={text('market.detail.indexTitle')}
      aria-busy={loading}
      className={detail.indexPlaceholder}
    >
      {loading && <LoadingSkeleton rows={8} />}
    </SectionCard>
  );
}
