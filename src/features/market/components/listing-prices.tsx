import { MoneyText } from '@/components/money-text';
import type { ListingSummary } from '@/contract/market/types';

import { useListingFormat } from '../hooks/use-listing-format';
import styles from './market.module.css';

/** The freight prices of a listing, one chip per container type (or per cbm). */
export function ListingPrices({
  listing,
}: {
  listing: Pick<ListingSummary, 'prices' | 'currency'>;
}) {
  const format = useListingFormat();
  return (
    <ul className={styles.prices} aria-label={format.text('market.card.prices')}>
      {listing.prices.map((line) => (
        <li key={line.unit}>
          <span className={styles.priceUnit}>{format.unit(line.unit)}</span>
          <span className={styles.priceAmount}>
            <MoneyText value={line.amount} currency={listing.currency} />
          </span>
        </li>
      ))}
    </ul>
  );
}
