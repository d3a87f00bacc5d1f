import { SafetyCertificateFilled } from '@ant-design/icons';

import type { ListingPublisher } from '@/contract/market/types';

import { useListingFormat } from '../hooks/use-listing-format';
import styles from './market.module.css';

/** The publishing company, with the certified mark when it is certified. */
export function PublisherName({ publisher }: { publisher: ListingPublisher }) {
  const format = useListingFormat();
  return (
    <span className={styles.publisher}>
      {format.party(publisher)}
      {publisher.certStatus === 'approved' && (
        <SafetyCertificateFilled
          className={styles.certified}
          role="img"
          aria-label={format.text('market.certified')}
        />
      )}
    </span>
  );
}
