import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';

import { ChartFigure } from '@/components/chart/chart-figure';
import type { ChartSeries, ChartSpec } from '@/components/chart/chart-spec';
import type { Decimal } from '@/contract/common/trade';
import type { IndexWeek, LaneIndex } from '@/contract/market/rate-index';
import { formatMoney } from '@/lib/i18n/format-money';
import { useText } from '@/lib/i18n/use-text';

import { isFilled, readLaneIndex } from '../utils/lane-index-reading';
import { LaneIndexTable } from './lane-index-table';
import styles from './lane-index.module.css';

interface LaneIndexFigureProps {
  index: LaneIndex;
  /** The listing's own all-in price for the index's unit. */
  own?: Decimal;
  label: string;
}

/** A week's Monday as a short date, in China time (the weeks are China's). */
export function useWeekLabel() {
  const intl = useIntl();
  return useCallback(
    (week: string) =>
      intl.formatDate(`${week}T00:00:00+08:00`, {
        month: 'short',
        day: 'numeric',
        timeZone: 'Asia/Shanghai',
      }),
    [intl],
  );
}

/** Values to draw (numbers for drawing only) and the same as the reader sees them. */
function figureSeries(
  weeks: readonly IndexWeek[],
  pick: (week: IndexWeek) => Decimal | undefined,
  money: (value: Decimal) => string,
) {
  return {
    values: weeks.map((week) => {
      const value = pick(week);
      return value === undefined ? null : Number(value);
    }),
    texts: weeks.map((week) => {
      const value = pick(week);
      return value === undefined ? undefined : money(value);
    }),
  };
}

/** The lane index as a chart (range, median, the listing's price), a table and words. */
export function LaneIndexFigure({ index, own, label }: LaneIndexFigureProps) {
  const intl = useIntl();
  const text = useText();
  const weekLabel = useWeekLabel();
  const money = useCallback(
    (value: Decimal) => formatMoney(intl, value, index.currency),
    [intl, index.currency],
  );
  const reading = readLaneIndex(index, own);

  const spec = useMemo<ChartSpec>(() => {
    const { weeks } = index;
    const series: ChartSeries[] = [
      {
        key: 'low',
        label: text('marketIndex.series.low'),
        style: 'band-low',
        tone: 'band',
        ...figureSeries(weeks, (week) => week.low, money),
      },
      {
        key: 'range',
        label: text('marketIndex.series.range'),
        style: 'band-high',
        tone: 'band',
        ...figureSeries(weeks, (week) => week.high, money),
      },
      {
        key: 'median',
        label: text('marketIndex.series.median'),
        style: 'line',
        tone: 'primary',
        ...figureSeries(weeks, (week) => week.median, money),
      },
    ];
    if (own !== undefined) {
      series.push({
        key: 'own',
        label: text('marketIndex.series.own'),
        style: 'level',
        tone: 'warning',
        ...figureSeries(weeks, () => own, money),
      });
    }
    return {
      labels: weeks.map((week) => weekLabel(week.week)),
      series,
      formatValue: (value) =>
        intl.formatNumber(value, {
          style: 'currency',
          currency: index.currency,
          currencyDisplay: 'code',
          maximumFractionDigits: 0,
        }),
      describe: (at) => {
        const week = weeks[at];
        if (!week) return '';
        const name = weekLabel(week.week);
        return isFilled(week)
          ? text('marketIndex.point', {
              week: name,
              median: money(week.median),
              low: money(week.low),
              high: money(week.high),
              count: week.listings,
            })
          : text('marketIndex.gap', { week: name });
      },
    };
  }, [index, own, intl, text, weekLabel, money]);

  const { latest, change, position } = reading;
  const summary = (
    <div className={styles.summary}>
      {latest ? (
        <>
          <p>
            {text('marketIndex.summary', {
              week: weekLabel(latest.week),
              median: money(latest.median),
              low: money(latest.low),
              high: money(latest.high),
            })}{' '}
            {change &&
              text('marketIndex.change', {
                change: change.direction,
                percent: intl.formatNumber(change.percent / 100, {
                  style: 'percent',
                  maximumFractionDigits: 1,
                }),
                weeks: change.weeks,
              })}
          </p>
          {own !== undefined && position && (
            <p>{text(`marketIndex.own.${position}`, { own: money(own) })}</p>
          )}
        </>
      ) : (
        <p>{text('marketIndex.noData')}</p>
      )}
      <p className={styles.note}>{text('marketIndex.allInNote', { currency: index.currency })}</p>
    </div>
  );

  return (
    <ChartFigure
      label={label}
      spec={spec}
      summary={summary}
      table={<LaneIndexTable index={index} money={money} weekLabel={weekLabel} />}
    />
  );
}
