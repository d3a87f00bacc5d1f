import { useCallback, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';

import { ChartFigure } from '@/components/chart/chart-figure';
import type { ChartSeries, ChartSpec } from '@/components/chart/chart-spec';
import { LoadFailedPanel } from '@/components/load-failed-panel';
import { RateDay } from '@/components/rate-day';
import { WhenNear } from '@/components/when-near';
import type { IssuerBid } from '@/contract/bid/types';
import { compareMoney } from '@/contract/common/money';
import type { Decimal } from '@/contract/common/trade';
import type { MarketBand, TenderMarket } from '@/contract/tender/market';
import { formatMoney } from '@/lib/i18n/format-money';
import { useText } from '@/lib/i18n/use-text';
import { partyName } from '@/utils/party-name';

import { marketStanding, type MarketStanding } from '../utils/market-standing';
import { MarketStandingText, useStandingWords } from './market-standing-text';
import styles from './my-tender.module.css';

interface BidsAgainstMarketProps {
  market: { data?: TenderMarket; error?: unknown; loading: boolean; refresh: () => void };
  bids: IssuerBid[];
}

interface Placed {
  bid: IssuerBid;
  standing: MarketStanding;
}

/**
 * The bids against the market of the tender's week: each bid's total as a bar beside the market's
 * low, median and high for the tender's containers, in words and as a table too.
 */
export function BidsAgainstMarket({ market, bids }: BidsAgainstMarketProps) {
  const text = useText();
  const titleId = useId();
  let body;
  if (market.error && !market.loading) {
    body = (
      <LoadFailedPanel
        titleId="issuer.market.loadFailed"
        error={market.error}
        onRetry={market.refresh}
      />
    );
  } else if (!market.data) {
    body = <p className={styles.muted}>{text('issuer.market.loading')}</p>;
  } else if (!market.data.band) {
    body = <p>{text('issuer.market.noBand')}</p>;
  } else {
    body = <MarketFigure market={market.data} band={market.data.band} bids={bids} />;
  }
  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subTitle}>
        {text('issuer.market.title')}
      </h3>
      {body}
    </section>
  );
}

interface MarketFigureProps {
  market: TenderMarket;
  band: MarketBand;
  bids: IssuerBid[];
}

function MarketFigure({ market, band, bids }: MarketFigureProps) {
  const intl = useIntl();
  const text = useText();
  const words = useStandingWords();
  const money = useCallback(
    (value: Decimal) => formatMoney(intl, value, market.currency),
    [intl, market.currency],
  );
  const bidder = useCallback((bid: IssuerBid) => partyName(bid.bidder, intl.locale), [intl.locale]);
  const placed = useMemo(
    () =>
      bids
        .flatMap((bid): Placed[] => {
          const standing = marketStanding(market, bid.id);
          return standing ? [{ bid, standing }] : [];
        })
        // Cheapest first, as the table of bids sorts them.
        .sort((a, b) => compareMoney(a.standing.total, b.standing.total)),
    [market, bids],
  );

  const spec = useMemo<ChartSpec>(() => {
    const level = (key: keyof MarketBand, tone: ChartSeries['tone']): ChartSeries => ({
      key,
      label: text(`issuer.market.series.${key}`),
      values: placed.map(() => Number(band[key])),
      texts: placed.map(() => money(band[key])),
      style: 'level',
      tone,
    });
    return {
      labels: placed.map(({ bid }) => bidder(bid)),
      series: [
        {
          key: 'bid',
          label: text('issuer.market.series.bid'),
          values: placed.map(({ standing }) => Number(standing.total)),
          texts: placed.map(({ standing }) => money(standing.total)),
          style: 'bar',
          tone: 'primary',
        },
        level('low', 'muted'),
        level('median', 'warning'),
        level('high', 'muted'),
      ],
      formatValue: (value) =>
        intl.formatNumber(value, {
          style: 'currency',
          currency: market.currency,
          currencyDisplay: 'code',
          maximumFractionDigits: 0,
        }),
      describe: (at) => {
        const item = placed[at];
        if (!item) return '';
        return text('issuer.market.point', {
          bidder: bidder(item.bid),
          total: money(item.standing.total),
          ...words(item.standing),
        });
      },
    };
  }, [market.currency, band, placed, intl, text, money, bidder, words]);

  if (placed.length === 0) return <p>{text('issuer.market.noBids')}</p>;

  const count = (position: MarketStanding['position']) =>
    placed.filter(({ standing }) => standing.position === position).length;
  const week = intl.formatDate(`${market.week}T00:00:00+08:00`, {
    month: 'short',
    day: 'numeric',
    timeZone: 'Asia/Shanghai',
  });
  const summary = (
    <div className={styles.stack}>
      <p className={styles.plain}>
        {text('issuer.market.summary', {
          week,
          median: money(band.median),
          low: money(band.low),
          high: money(band.high),
        })}{' '}
        {text('issuer.market.counts', {
          below: count('below'),
          within: count('within'),
          above: count('above'),
        })}
      </p>
      {market.currency !== 'USD' && (
        <p className={`${styles.plain} ${styles.muted}`}>
          {intl.formatMessage(
            { id: 'issuer.market.rate' },
            {
              date: <RateDay key="date" day={market.rateDate} />,
              rate: market.rate,
              currency: market.currency,
            },
          )}
        </p>
      )}
    </div>
  );

  const table = (
    <table className={styles.plainTable}>
      <thead>
        <tr>
          <th scope="col">{text('issuer.bids.col.bidder')}</th>
          <th scope="col">{text('issuer.bids.col.total')}</th>
          <th scope="col">{text('issuer.market.col')}</th>
        </tr>
      </thead>
      <tbody>
        {placed.map(({ bid, standing }) => (
          <tr key={bid.id}>
            <th scope="row">{bidder(bid)}</th>
            <td>{money(standing.total)}</td>
            <td>
              <MarketStandingText standing={standing} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  // On paper the figures are said in words (the band and the counts); each bid's place is the
  // bid table's market column. A canvas may print blank, and the switch is for the screen.
  return (
    <>
      <div className="print-hidden">
        {/* Under the bid table: drawn once the reader nears it, its place held till then. */}
        <WhenNear placeholder={<div className={styles.marketPlaceholder} />}>
          <ChartFigure
            label={text('issuer.market.chartLabel', { currency: market.currency })}
            spec={spec}
            summary={summary}
            table={table}
          />
        </WhenNear>
      </div>
      <div className="print-only">{summary}</div>
    </>
  );
}
