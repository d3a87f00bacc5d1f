import { useId } from 'react';
import { Link } from 'react-router-dom';

import { DictTag } from '@/components/dict-tag';
import { DotList } from '@/components/dot-list';
import { PagedResults } from '@/components/paged-results';
import { paths } from '@/config/paths';
import type { ListingSummary } from '@/contract/market/types';
import { useDict } from '@/lib/reference';

import { useListingFormat } from '../hooks/use-listing-format';
import { ListingPrices } from './listing-prices';
import { ListingTerms } from './listing-terms';
import styles from './market.module.css';
import {
  MyListingActions,
  type MyListingHandlers,
  type MyListingsProps,
} from './my-listing-actions';

/** One of the publisher's listings as a card: lane, carrier, status, prices, terms, actions. */
function MyListingCard({ listing, ...handlers }: MyListingHandlers & { listing: ListingSummary }) {
  const format = useListingFormat();
  const carriers = useDict('carrier');
  const titleId = useId();
  return (
    <article className={styles.ownCard} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <div>
          <h3 className={styles.cardTitle} id={titleId}>
            <Link to={paths.business.marketDetail.href({ id: listing.id })}>
              {format.lane(listing.pol, listing.pod)}
            </Link>
          </h3>
          <span className={styles.muted}>
            <DotList parts={[carriers.labelOf(listing.carrier), listing.shipmentType]} />
          </span>
        </div>
        <DictTag dict="listing_status" value={listing.status} />
      </header>
      {listing.status === 'expired' && (
        <p className={styles.ownHint}>{format.text('marketMine.expiredHint')}</p>
      )}
      <ListingPrices listing={listing} />
      <dl className={styles.facts}>
        <ListingTerms listing={listing} />
      </dl>
      <MyListingActions listing={listing} size="middle" {...handlers} />
    </article>
  );
}

/**
 * The publisher's listings as cards (phones, where the table would show the lane alone with the
 * price, status and actions out of view), with the count and pages. A failed page is the caller's.
 */
export function MyListingCards({ data, loading, onPageChange, ...handlers }: MyListingsProps) {
  const format = useListingFormat();
  return (
    <PagedResults<ListingSummary>
      data={data}
      loading={loading}
      error={undefined}
      onRetry={noop}
      onPageChange={onPageChange}
      messages="marketMine"
      label={format.text('menu.business.myMarket')}
      layout="column"
      empty={<p className={styles.muted}>{format.text('marketMine.empty')}</p>}
      itemKey={(listing) => listing.id}
      renderItem={(listing) => <MyListingCard listing={listing} {...handlers} />}
    />
  );
}

const noop = () => undefined;
