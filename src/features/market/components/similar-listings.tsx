import { Empty } from 'antd';

import { LoadFailedPanel } from '@/components/load-failed-panel';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { SectionCard } from '@/components/section-card';

import { useListingFormat } from '../hooks/use-listing-format';
import { useSimilarListings } from '../hooks/use-market-requests';
import { ListingCard } from './listing-card';
import styles from './market.module.css';

/** Listings on the same lane (then the same destination), cheapest first. */
export function SimilarListings({ id }: { id: string }) {
  const { text } = useListingFormat();
  const similar = useSimilarListings(id);
  let body;
  if (similar.error && !similar.loading) {
    body = (
      <LoadFailedPanel
        titleId="market.loadFailed"
        error={similar.error}
        onRetry={similar.refresh}
      />
    );
  } else if (!similar.data) {
    body = <LoadingSkeleton />;
  } else if (similar.data.length === 0) {
    body = <Empty description={text('market.detail.similarEmpty')} />;
  } else {
    body = (
      <ul className={styles.list}>
        {similar.data.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} />
          </li>
        ))}
      </ul>
    );
  }
  return <SectionCard title={text('market.detail.similar')}>{body}</SectionCard>;
}
