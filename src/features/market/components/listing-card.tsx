import { Tag } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { DictTag } from '@/components/dict-tag';
import { paths } from '@/config/paths';
import type { ListingSummary } from '@/contract/market/types';
import { useDict } from '@/lib/reference';

import { useListingFormat } from '../hooks/use-listing-format';
import { ListingPrices } from './listing-prices';
import { ListingTerms } from './listing-terms';
import styles from './market.module.css';
import { PublisherName } from './publisher-name';

import type { ReactNode } from 'react';

interface ListingCardProps {
  listing: ListingSummary;
  /** The market's list shows each lane's trend; other lists of listings do not. */
  trend?: ReactNode;
}

/** One listing in the market: lane (links to the detail), carrier, prices, transit, sailings, validity. */
export function ListingCard({ listing, trend }: ListingCardProps) {
  const format = useListingFormat();
  const carriers = useDict('carrier');
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 className={styles.cardTitle} id={titleId}>
          <Link to={paths.business.marketDetail.href({ id: listing.id })}>
            {format.lane(listing.pol, listing.pod)}
          </Link>
        </h2>
        <span className={styles.tags}>
          <Tag color="blue">
            <bdi>{carriers.labelOf(listing.carrier)}</bdi>
          </Tag>
          <DictTag dict="shipment_type" value={listing.shipmentType} />
          {listing.status !== 'on' && <DictTag dict="listing_status" value={listing.status} />}
        </span>
      </header>
      <ListingPrices listing={listing} />
      <dl className={styles.facts}>
        <ListingTerms listing={listing} />
        <div>
          <dt>{format.text('market.card.publisher')}</dt>
          <dd>
            <PublisherName publisher={listing.publisher} />
          </dd>
        </div>
        {trend}
      </dl>
    </article>
  );
}
