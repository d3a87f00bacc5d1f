import { Button } from 'antd';
import { memo, useCallback, useMemo, useState } from 'react';

import { LoadingSkeleton } from '@/components/loading-skeleton';
import { SectionCard } from '@/components/section-card';
import { lazyPart } from '@/lib/lazy-part';

import { useListingFormat } from '../hooks/use-listing-format';
import { useInstantQuote } from '../hooks/use-market-requests';
import { toQuoteQuery, type MarketSearch, type QuoteSearch } from '../utils/market-search';
import styles from './market.module.css';

// The form (antd's Form, its validation and inputs) loads when the member starts a quote, or with
// a quote in the address; pointing at or focusing the button starts the load.
const QuoteForm = lazyPart(
  () => import('./quote-form').then((module) => module.QuoteForm),
  <LoadingSkeleton title={false} rows={3} />,
);

// Results (with their breakdown table) show only after a quote is asked for: their code loads then.
const QuoteResults = lazyPart(
  () => import('./quote-results').then((module) => module.QuoteResults),
  <LoadingSkeleton />,
);

interface QuotePanelProps {
  search: MarketSearch;
  onQuote: (quote: QuoteSearch | undefined) => void;
}

/**
 * The instant quote: its form (filled from the quote in the address, else from the filters) and
 * results. The form opens when the member starts a quote (its first field then has the focus), or
 * open with a quote in the address. Memoised: a page of results arriving does not render it (and
 * its antd fields) again.
 */
export const QuotePanel = memo(function QuotePanel({ search, onQuote }: QuotePanelProps) {
  const { text } = useListingFormat();
  const { quote } = search;
  const request = useInstantQuote(quote ? toQuoteQuery(quote) : undefined);
  const { pol, pod, shipmentType, containerType } = search;
  // Stable props: the memoised form renders again only when they change.
  const initial = useMemo(
    () =>
      quote ?? {
        ...(pol ? { pol } : {}),
        ...(pod ? { pod } : {}),
        ...(shipmentType ? { shipmentType } : {}),
        ...(containerType ? { containerType } : {}),
      },
    [quote, pol, pod, shipmentType, containerType],
  );
  const [started, setStarted] = useState(false);
  // A cleared quote leaves the form open and empty, its first field focused, for the next one.
  const clear = useCallback(() => {
    setStarted(true);
    onQuote(undefined);
  }, [onQuote]);
  return (
    <SectionCard title={text('market.quote.title')} className={styles.quote}>
      <p className={styles.muted}>{text('market.quote.hint')}</p>
      {started || quote ? (
        <QuoteForm
          key={JSON.stringify(quote ?? null)}
          initial={initial}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the member has just opened the form
          autoFocus={started && !quote}
          onSubmit={onQuote}
          {...(quote ? { onClear: clear } : {})}
        />
      ) : (
        <Button
          type="primary"
          onPointerEnter={QuoteForm.preload}
          onFocus={QuoteForm.preload}
          onClick={() => setStarted(true)}
        >
          {text('market.quote.start')}
        </Button>
      )}
      {quote && (
        <QuoteResults
          quote={quote}
          data={request.data}
          loading={request.loading}
          error={request.error}
          onRetry={request.refresh}
        />
      )}
    </SectionCard>
  );
});
