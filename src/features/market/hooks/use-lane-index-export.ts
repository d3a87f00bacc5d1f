import { useMemo } from 'react';

import type { IndexWeek, LaneIndexQuery } from '@/contract/market/rate-index';
import { sheetColumns } from '@/lib/export/columns';
import type { ListExport } from '@/lib/export/sheet';

import { getLaneIndex } from '../api';
import { useListingFormat } from './use-listing-format';

const column = sheetColumns<IndexWeek & { currency: string }>();

/**
 * A lane's index over the period shown, for an export: each week (its Monday, newest first, as the
 * table), the median, low and high in the index's currency (a gap week's cells empty, never 0) and
 * how many rates it had; the lane, unit and period written above.
 */
export function useLaneIndexExport({
  pol,
  pod,
  unit,
  weeks,
  laneName,
  unitName,
}: Required<Pick<LaneIndexQuery, 'pol' | 'pod' | 'unit' | 'weeks'>> & {
  /** The lane and the unit in words, as the section names them. */
  laneName: string;
  unitName: string;
}): ListExport<IndexWeek & { currency: string }> {
  const { text } = useListingFormat();
  return useMemo(
    () => ({
      title: text('marketIndex.export.title', { lane: laneName, unit: unitName }),
      conditions: [
        { label: text('trade.tenderFacts.lane'), value: laneName },
        { label: text('marketIndex.unit'), value: unitName },
        { label: text('marketIndex.span'), value: text('marketIndex.weeks', { count: weeks }) },
      ],
      columns: [
        column.date(text('marketIndex.col.week'), (week) => week.week),
        column.money(
          text('marketIndex.col.median'),
          (week) => week.median,
          (week) => week.currency,
        ),
        column.money(
          text('marketIndex.col.low'),
          (week) => week.low,
          (week) => week.currency,
        ),
        column.money(
          text('marketIndex.col.high'),
          (week) => week.high,
          (week) => week.currency,
        ),
        column.number(text('marketIndex.col.listings'), (week) => week.listings),
      ],
      // The index is one reply: the period's weeks are one page.
      fetchPage: async () => {
        const index = await getLaneIndex({ pol, pod, unit, weeks }, { skipErrorToast: true });
        const records = [...index.weeks]
          .reverse()
          .map((week) => ({ ...week, currency: index.currency }));
        return { records, total: records.length, current: 1, size: records.length };
      },
    }),
    [text, pol, pod, unit, weeks, laneName, unitName],
  );
}
