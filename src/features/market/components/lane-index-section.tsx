import { Segmented } from 'antd';
import { useState } from 'react';

import { LoadFailedPanel } from '@/components/load-failed-panel';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { SectionCard } from '@/components/section-card';
import { fromCents } from '@/contract/common/money';
import { allInCents } from '@/contract/market/all-in';
import {
  DEFAULT_LANE_INDEX_WEEKS,
  LANE_INDEX_WEEKS,
  type LaneIndexWeeks,
  type RateUnit,
} from '@/contract/market/rate-index';
import type { ListingDetail } from '@/contract/market/types';
import { ExportButton } from '@/lib/export/export-button';

import { useLaneIndex } from '../hooks/use-lane-index';
import { useLaneIndexExport } from '../hooks/use-lane-index-export';
import { useListingFormat } from '../hooks/use-listing-format';
import { LaneIndexFigure } from './lane-index-figure';
import styles from './lane-index.module.css';

/**
 * The listing's lane in the market: the weekly all-in median and range of the rates on its lane
 * for one of its units, over 4, 12 or 52 weeks, with the listing's own all-in price on it.
 */
export function LaneIndexSection({ listing }: { listing: ListingDetail }) {
  const format = useListingFormat();
  const units = listing.prices.map((line) => line.unit);
  const [unit, setUnit] = useState<RateUnit>(units[0] ?? '40HQ');
  const [weeks, setWeeks] = useState<LaneIndexWeeks>(DEFAULT_LANE_INDEX_WEEKS);
  const request = useLaneIndex({ pol: listing.pol.code, pod: listing.pod.code, unit, weeks });
  const own = allInCents(listing, unit);
  const unitLabel = (value: RateUnit) => (value === 'cbm' ? format.unit('cbm') : value);
  const listExport = useLaneIndexExport({
    pol: listing.pol.code,
    pod: listing.pod.code,
    unit,
    weeks,
    laneName: format.lane(listing.pol, listing.pod),
    unitName: unitLabel(unit),
  });

  let body;
  if (request.error && !request.loading) {
    body = (
      <LoadFailedPanel
        titleId="marketIndex.loadFailed"
        error={request.error}
        onRetry={request.refresh}
      />
    );
  } else if (!request.data || request.data.unit !== unit) {
    body = (
      <div className={styles.placeholder}>
        <LoadingSkeleton rows={8} />
      </div>
    );
  } else {
    body = (
      <LaneIndexFigure
        index={request.data}
        own={own === undefined ? undefined : fromCents(own)}
        label={format.text('marketIndex.chartLabel', {
          lane: format.lane(listing.pol, listing.pod),
          unit: unitLabel(unit),
        })}
      />
    );
  }

  return (
    <SectionCard title={format.text('market.detail.indexTitle')}>
      <div className={styles.controls}>
        {units.length > 1 && (
          <Segmented<RateUnit>
            aria-label={format.text('marketIndex.unit')}
            value={unit}
            onChange={setUnit}
            options={units.map((value) => ({ value, label: unitLabel(value) }))}
          />
        )}
        <Segmented<LaneIndexWeeks>
          aria-label={format.text('marketIndex.span')}
          value={weeks}
          onChange={setWeeks}
          options={LANE_INDEX_WEEKS.map((count) => ({
            value: count,
            label: format.text('marketIndex.weeks', { count }),
          }))}
        />
        <ExportButton source={listExport} className={styles.export} />
      </div>
      {body}
    </SectionCard>
  );
}
