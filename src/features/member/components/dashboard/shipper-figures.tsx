import type { ChartSeries, SeriesTone } from '@/components/chart/chart-spec';
import { toCents } from '@/contract/common/money';
import type { ShipperDashboard } from '@/contract/member/dashboard';

import { AmountFigure, MonthAmountFigure } from './amount-figure';
import { DashboardFigure } from './dashboard-figure';
import { useDashboardFormat } from './dashboard-format';
import styles from './dashboard.module.css';

/** The shipper's figures: spend per month, spend by lane, awarded prices against the market. */
export function ShipperFigures({ data }: { data: ShipperDashboard }) {
  const f = useDashboardFormat();
  const { months, lanes, market } = data;

  const spend = (
    <MonthAmountFigure
      kind="spend"
      months={months.map((month) => ({ ...month, amount: month.spend }))}
    />
  );

  const laneRows = lanes.map((lane) => ({
    key: `${lane.pol.code}-${lane.pod.code}`,
    name: f.lane(lane.pol, lane.pod),
    orders: lane.orders,
    amount: lane.spend,
  }));
  const byLane =
    lanes.length === 0 ? (
      <p>{f.text('dashboard.lanes.none')}</p>
    ) : (
      <AmountFigure
        title={f.text('dashboard.lanes.title')}
        label={f.text('dashboard.lanes.label')}
        series={{ key: 'spend', label: f.text('dashboard.spend.series') }}
        rows={laneRows}
        point={(row) =>
          f.text('dashboard.lanes.point', {
            lane: row.name,
            count: row.orders,
            amount: f.money(row.amount),
          })
        }
        summary={
          <p>
            {f.text('dashboard.lanes.summary', {
              lane: laneRows[0]?.name ?? '',
              count: lanes[0]?.orders ?? 0,
              amount: f.money(lanes[0]?.spend ?? '0'),
            })}
          </p>
        }
        nameColumn={f.text('dashboard.col.lane')}
        amountColumn={f.text('dashboard.col.spend')}
      />
    );

  const marketNames = market.lanes.map((lane) => f.lane(lane.pol, lane.pod));
  // The price awarded on each compared lane and the market's median there: the same bars of money.
  const priceBars = (key: 'awarded' | 'median', tone: SeriesTone): ChartSeries => ({
    key,
    label: f.text(`dashboard.market.series.${key}`),
    style: 'bar',
    tone,
    values: market.lanes.map((lane) => Number(lane[key])),
    texts: market.lanes.map((lane) => f.money(lane[key])),
  });
  const difference = toCents(market.difference.replace(/^-/, '')) ?? 0;
  const verdict =
    difference === 0
      ? 'dashboard.market.even'
      : market.difference.startsWith('-')
        ? 'dashboard.market.saved'
        : 'dashboard.market.overpaid';
  const uncompared =
    market.uncompared > 0 ? (
      <p>{f.text('dashboard.market.uncompared', { count: market.uncompared })}</p>
    ) : null;
  const againstMarket =
    market.compared === 0 ? (
      <div className={styles.summary}>
        <p>{f.text('dashboard.market.none')}</p>
        {uncompared}
      </div>
    ) : (
      <DashboardFigure
        title={f.text('dashboard.market.title')}
        label={f.text('dashboard.market.label')}
        spec={{
          labels: marketNames,
          series: [priceBars('awarded', 'primary'), priceBars('median', 'muted')],
          formatValue: f.axisMoney,
          describe: (at) => {
            const lane = market.lanes[at];
            return lane
              ? f.text('dashboard.market.point', {
                  lane: marketNames[at] ?? '',
                  count: lane.orders,
                  awarded: f.money(lane.awarded),
                  median: f.money(lane.median),
                })
              : '';
          },
        }}
        summary={
          <>
            <p>
              {f.text(verdict, {
                count: market.compared,
                amount: f.money(market.difference.replace(/^-/, '')),
                awarded: f.money(market.awarded),
                median: f.money(market.median),
              })}
            </p>
            {uncompared}
            <p className={styles.note}>{f.text('dashboard.market.note')}</p>
          </>
        }
        table={{
          columns: [
            f.text('dashboard.col.lane'),
            f.text('dashboard.col.orders'),
            f.text('dashboard.col.awarded'),
            f.text('dashboard.col.median'),
            f.text('dashboard.col.difference'),
          ],
          rows: market.lanes.map((lane, index) => ({
            key: `${lane.pol.code}-${lane.pod.code}`,
            cells: [
              marketNames[index] ?? '',
              f.count(lane.orders),
              f.money(lane.awarded),
              f.money(lane.median),
              f.money(lane.difference),
            ],
          })),
        }}
      />
    );

  return (
    <>
      {spend}
      {byLane}
      {againstMarket}
    </>
  );
}
