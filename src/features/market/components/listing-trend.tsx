import { useIntl } from 'react-intl';

import { Sparkline } from '@/components/chart/sparkline';
import type { LaneTrend, RateUnit } from '@/contract/market/rate-index';
import type { ListingSummary } from '@/contract/market/types';

import { useListingFormat } from '../hooks/use-listing-format';
import styles from './market.module.css';

interface ListingTrendProps {
  listing: ListingSummary;
  unit: RateUnit;
  /** Undefined while the trends load, or when they failed (the list says so once, with Retry). */
  trend?: LaneTrend;
}

/**
 * The listing's lane in the market these 8 weeks: a small line of the weekly medians and this
 * week's change on last week, in words. Its place is held while the trends load.
 */
export function ListingTrend({ listing, unit, trend }: ListingTrendProps) {
  const intl = useIntl();
  const format = useListingFormat();
  const unitText = unit === 'cbm' ? format.unit('cbm') : unit;
  const change =
    trend?.changePercent === undefined
      ? format.text('market.trend.noChange')
      : format.text('market.trend.change', {
          change: intl.formatNumber(Number(trend.changePercent) / 100, {
            style: 'percent',
            signDisplay: 'exceptZero',
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }),
        });
  return (
    <div>
      <dt>{format.text('market.trend.title', { unit: unitText })}</dt>
      <dd className={styles.trend}>
        {trend ? (
          <>
            <Sparkline
              values={trend.medians.map((median) => (median === null ? null : Number(median)))}
              label={format.text('market.trend.label', {
                lane: format.lane(listing.pol, listing.pod),
                unit: unitText,
                change,
              })}
            />
            <span aria-hidden>{change}</span>
          </>
        ) : (
          <span className={styles.trendPlaceholder} aria-hidden />
        )}
      </dd>
    </div>
  );
}
