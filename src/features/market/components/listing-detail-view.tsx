import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Tag } from 'antd';
import { Link } from 'react-router-dom';

import { DateTimeText } from '@/components/date-time-text';
import { DictTag } from '@/components/dict-tag';
import { SectionCard } from '@/components/section-card';
import { WhenNear } from '@/components/when-near';
import { paths } from '@/config/paths';
import type { ListingDetail } from '@/contract/market/types';
import { withAreas } from '@/lib/i18n/catalogue';
import { lazyPart } from '@/lib/lazy-part';
import { useDict } from '@/lib/reference';

import { useListingFormat } from '../hooks/use-listing-format';
import { LaneIndexPlaceholder } from './lane-index-placeholder';
import { ListingCharges } from './listing-charges';
import detail from './listing-detail.module.css';
import { ListingTerms } from './listing-terms';
import styles from './market.module.css';
import { PublisherCard } from './publisher-card';
import { SimilarListings } from './similar-listings';

import type { ReactNode } from 'react';

// The lane's index is below the listing on every width: its code, its texts and the chart's load
// when the section comes into view, so that a reader who stays with the listing never loads them.
const LaneIndexSection = lazyPart(
  () =>
    withAreas(['chart', 'market-index', 'export'], import('./lane-index-section')).then(
      (module) => module.LaneIndexSection,
    ),
  <LaneIndexPlaceholder loading />,
);

interface ListingDetailViewProps {
  listing: ListingDetail;
  member: boolean;
  /** The favourite button (the page composes it from the favourites feature). */
  favourite: ReactNode;
}

/** One listing in full: lane, prices, surcharges, facts, remarks, publisher and similar listings. */
export function ListingDetailView({ listing, member, favourite }: ListingDetailViewProps) {
  const format = useListingFormat();
  const carriers = useDict('carrier');
  return (
    <article className={`page-container ${detail.page}`}>
      <Link to={paths.business.market.href()}>
        <ArrowLeftOutlined className="flips-in-rtl" aria-hidden />{' '}
        {format.text('market.detail.backToMarket')}
      </Link>
      <header className={detail.header}>
        <h1 className="page-container__title">{format.lane(listing.pol, listing.pod)}</h1>
        <span className={styles.tags}>
          <Tag color="blue">
            <bdi>{carriers.labelOf(listing.carrier)}</bdi>
          </Tag>
          <DictTag dict="shipment_type" value={listing.shipmentType} />
          <DictTag dict="listing_status" value={listing.status} />
        </span>
        {favourite}
      </header>
      {listing.mine && (
        <Alert
          type="info"
          showIcon
          title={format.text('market.detail.mine')}
          action={
            <Link to={paths.business.myMarket.href()}>{format.text('market.detail.manage')}</Link>
          }
        />
      )}
      <div className={detail.grid}>
        <div className={styles.stack}>
          <ListingCharges listing={listing} />
          <SectionCard title={format.text('market.detail.facts')}>
            <dl className={styles.facts}>
              <ListingTerms listing={listing} />
              <div>
                <dt>{format.text('market.detail.updatedAt')}</dt>
                <dd>
                  <DateTimeText value={listing.updatedAt} />
                </dd>
              </div>
              <div>
                <dt>{format.text('market.detail.remarks')}</dt>
                <dd>{listing.remarks ?? format.text('market.detail.noRemarks')}</dd>
              </div>
            </dl>
          </SectionCard>
        </div>
        <PublisherCard publisher={listing.publisher} member={member} />
      </div>
      <WhenNear placeholder={<LaneIndexPlaceholder />}>
        <LaneIndexSection listing={listing} />
      </WhenNear>
      <SimilarListings id={listing.id} />
    </article>
  );
}
