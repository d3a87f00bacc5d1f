import { FormattedMessage } from 'react-intl';

import { CountdownText } from '@/components/countdown-text';
import type { TenderSummary } from '@/contract/tender/types';

interface TenderBiddingFactsProps {
  tender: Pick<TenderSummary, 'bidDeadline' | 'bidCount'>;
  /** For the values (the detail page shows them large). */
  valueClassName?: string;
}

/** How long a tender still takes bids and how many it has: entries of the description list around. */
export function TenderBiddingFacts({ tender, valueClassName }: TenderBiddingFactsProps) {
  return (
    <>
      <div>
        <dt>
          <FormattedMessage id="tender.card.closesIn" />
        </dt>
        <dd className={valueClassName}>
          <CountdownText until={tender.bidDeadline} />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="tender.card.bids" />
        </dt>
        <dd className={valueClassName}>
          <FormattedMessage id="tender.bidCount" values={{ count: tender.bidCount }} />
        </dd>
      </div>
    </>
  );
}
