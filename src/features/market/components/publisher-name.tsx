import { PartyName } from '@/components/party-name';
import type { ListingPublisher } from '@/contract/market/types';

import { useListingFormat } from '../hooks/use-listing-format';

/** The publishing company, with the certified mark when it is certified. */
export function PublisherName({ publisher }: { publisher: ListingPublisher }) {
  const format = useListingFormat();
  return (
    <PartyName
      party={publisher}
      certified={publisher.certStatus === 'approved'}
      certifiedLabel={format.text('market.certified')}
    />
  );
}
