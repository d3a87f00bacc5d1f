import { FormattedMessage } from 'react-intl';

import { CountdownText } from '@/components/countdown-text';
import type { TenderSummary } from '@/contract/tender/types';

interface TenderBiddingFactsProps {
  tender: Pick<TenderSummary, 'bidDeadline' | 'bidCount' | 'status'>;
  /** For the values (the detail page shows them large). */
  valueClassName?: string;
}

/**
 * How long a tender still takes bids (none once it is no longer open, whatever its deadline) and
 * how many it has: entries of the description list around.
 */
export function TenderBiddingFacts({ tender, valueClassName }: TenderBiddingFactsProps) {
  return (
    <>
      <div>
        <dt>
          <FormattedMessage id="tender.card.closesIn" />
        </dt>
        <dd className={valueClassName}>
          <CountdownText until={tender.bidDeadline} ended={tender.status !== 'open'} />
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
