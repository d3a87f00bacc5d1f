import type { ListingSummary } from '@/contract/market/types';

import { useListingFormat } from '../hooks/use-listing-format';

type ListingTermsProps = {
  listing: Pick<ListingSummary, 'transitDays' | 'sailingDays' | 'validFrom' | 'validTo'>;
};

/** A listing's transit time, sailing days and validity: entries of the description list around it. */
export function ListingTerms({ listing }: ListingTermsProps) {
  const format = useListingFormat();
  return (
    <>
      <div>
        <dt>{format.text('market.card.transit')}</dt>
        <dd>{format.days(listing.transitDays)}</dd>
      </div>
      <div>
        <dt>{format.text('market.card.sailing')}</dt>
        <dd>{format.weekdays(listing.sailingDays)}</dd>
      </div>
      <div>
        <dt>{format.text('market.card.validity')}</dt>
        <dd>
          {format.text('market.validRange', { from: listing.validFrom, to: listing.validTo })}
        </dd>
      </div>
    </>
  );
}
