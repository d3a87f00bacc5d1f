import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { DateTimeText } from '@/components/date-time-text';
import { MoneyText } from '@/components/money-text';
import { paths } from '@/config/paths';
import type { ListingSummary } from '@/contract/market/types';
import { useListingPage } from '@/features/market/hooks/use-market-requests';
import { useDict } from '@/lib/reference';

import { ActivityBlock } from './activity-block';
import styles from './activity.module.css';
import { LaneText } from './lane-text';

/** How many of an enterprise's listings the detail shows. */
export const SHOWN_LISTINGS = 5;

/** The freight rates a forwarder or consolidator has on the market. */
export function MarketListings({ enterpriseId }: { enterpriseId: string }) {
  const page = useListingPage({ enterpriseId, size: SHOWN_LISTINGS });
  const carriers = useDict('carrier');
  return (
    <ActivityBlock<ListingSummary>
      messages="directory.listings"
      page={page}
      keyOf={(listing) => listing.id}
      renderItem={(listing) => (
        <>
          <Link
            to={paths.business.marketDetail.href({ id: listing.id })}
            className={styles.title}
            dir="auto"
          >
            <LaneText pol={listing.pol} pod={listing.pod} />
          </Link>
          <p className={styles.meta}>
            <bdi>{carriers.labelOf(listing.carrier)}</bdi>
            <span>{listing.shipmentType}</span>
            <span>
              <FormattedMessage
                id="directory.listings.from"
                values={{
                  price: (
                    <MoneyText key="price" value={listing.fromPrice} currency={listing.currency} />
                  ),
                }}
              />
            </span>
            <span>
              <FormattedMessage
                id="directory.listings.transit"
                values={{ days: listing.transitDays }}
              />
            </span>
            <span>
              <FormattedMessage
                id="directory.listings.validTo"
                values={{
                  date: (
                    <DateTimeText
                      key="validTo"
                      value={`${listing.validTo}T23:59:59+08:00`}
                      precision="date"
                    />
                  ),
                }}
              />
            </span>
          </p>
        </>
      )}
    />
  );
}
