import { Button, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { DotList } from '@/components/dot-list';
import { LaneTenderOffer } from '@/components/lane-tender-offer';
import { LoadFailedPanel } from '@/components/load-failed-panel';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { MoneyText } from '@/components/money-text';
import { paths } from '@/config/paths';
import type { InstantQuoteResult, InstantQuoteRow } from '@/contract/market/types';
import { useDict } from '@/lib/reference';

import { useListingFormat } from '../hooks/use-listing-format';
import styles from './market.module.css';
import { QuoteBreakdown } from './quote-breakdown';

import type { QuoteSearch } from '../utils/market-search';

function QuoteRow({ row, rank }: { row: InstantQuoteRow; rank: number }) {
  const format = useListingFormat();
  const carriers = useDict('carrier');
  const [open, setOpen] = useState(false);
  const { listing } = row;
  return (
    <li className={styles.quoteRow}>
      <div>
        <Tag>{format.text('market.quote.rank', { rank })}</Tag>
        <Link to={paths.business.marketDetail.href({ id: listing.id })}>
          <DotList
            parts={[carriers.labelOf(listing.carrier), format.lane(listing.pol, listing.pod)]}
          />
        </Link>
        <div className={styles.muted}>
          <DotList
            parts={[
              format.text('market.validRange', { from: listing.validFrom, to: listing.validTo }),
              `${format.text('market.card.sailing')} ${format.weekdays(listing.sailingDays)}`,
              `${format.text('market.card.transit')} ${format.days(listing.transitDays)}`,
            ]}
          />
        </div>
      </div>
      <div>
        <span className={styles.muted}>{format.text('market.quote.total')} </span>
        <span className={styles.quoteTotal}>
          <MoneyText value={row.total} currency={row.currency} />
        </span>{' '}
        <Button type="link" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {format.text(open ? 'market.quote.hideBreakdown' : 'market.quote.breakdown')}
        </Button>
      </div>
      {open && (
        <div className={styles.breakdown}>
          <QuoteBreakdown lines={row.lines} currency={row.currency} />
        </div>
      )}
    </li>
  );
}

interface QuoteResultsProps {
  quote: QuoteSearch;
  data: InstantQuoteResult | undefined;
  loading: boolean;
  error: Error | undefined;
  onRetry: () => void;
}

/** The ranked totals of the instant quote; none → issue a tender for the lane. */
export function QuoteResults({ quote, data, loading, error, onRetry }: QuoteResultsProps) {
  const { text } = useListingFormat();
  if (error && !loading) {
    return <LoadFailedPanel titleId="market.quote.failed" error={error} onRetry={onRetry} />;
  }
  if (loading || !data) return <LoadingSkeleton />;
  const count = data.rows.length;
  return (
    <section aria-label={text('market.quote.resultTitle', { count })}>
      <h3>{text('market.quote.resultTitle', { count })}</h3>
      {count === 0 ? (
        <div>
          <p>{text('market.quote.empty')}</p>
          {/* Named apart from the rate list's offer, which may stand on the page for another lane. */}
          <LaneTenderOffer lane={quote} lead={text('market.list.noLane')}>
            {text('market.quote.tenderLane')}
          </LaneTenderOffer>
        </div>
      ) : (
        <ol className={styles.list}>
          {data.rows.map((row, index) => (
            <QuoteRow key={row.listing.id} row={row} rank={index + 1} />
          ))}
        </ol>
      )}
    </section>
  );
}
