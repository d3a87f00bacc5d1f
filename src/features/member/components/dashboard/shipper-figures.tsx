import { toCents } from '@/contract/common/money';
import type { ShipperDashboard } from '@/contract/member/dashboard';

import { DashboardFigure } from './dashboard-figure';
import { largest, sumAmounts, useDashboardFormat } from './dashboard-format';
import styles from './dashboard.module.css';

/** The shipper's figures: spend per month, spend by lane, awarded prices against the market. */
export function ShipperFigures({ data }: { data: ShipperDashboard }) {
  const f = useDashboardFormat();
  const { months, lanes, market } = data;

  const total = sumAmounts(months.map((month) => month.spend));
  const orders = months.reduce((sum, month) => sum + month.orders, 0);
  const top = months[largest(months.map((month) => month.spend))];
  const spend = (
    <DashboardFigure
      title={f.text('dashboard.spend.title')}
      label={f.text('dashboard.spend.label')}
      spec={{
        labels: months.map((month) => f.month(month.month)),
        series: [
          f.moneyBars(
            'spend',
            f.text('dashboard.spend.series'),
            months.map((month) => month.spend),
          ),
        ],
        formatValue: f.axisMoney,
        describe: (at) => {
          const month = months[at];
          return month
            ? f.text('dashboard.spend.point', {
                month: f.month(month.month),
                count: month.orders,
                amount: f.money(month.spend),
              })
            : '';
        },
      }}
      summary={
        <p>
          {top
            ? f.text('dashboard.spend.summary', {
                count: orders,
                total: f.money(total),
                month: f.month(top.month),
                amount: f.money(top.spend),
              })
            : f.text('dashboard.zero')}
        </p>
      }
      table={{
        columns: [
          f.text('dashboard.col.month'),
          f.text('dashboard.col.orders'),
          f.text('dashboard.col.spend'),
        ],
        rows: months.map((month) => ({
          key: month.month,
          cells: [f.month(month.month), f.count(month.orders), f.money(month.spend)],
        })),
      }}
    />
  );

  const laneNames = lanes.map((lane) => f.lane(lane.pol, lane.pod));
  const byLane =
    lanes.length === 0 ? (
      <p>{f.text('dashboard.lanes.none')}</p>
    ) : (
      <DashboardFigure
        title={f.text('dashboard.lanes.title')}
        label={f.text('dashboard.lanes.label')}
        spec={{
          labels: laneNames,
          series: [
            f.moneyBars(
              'spend',
              f.text('dashboard.spend.series'),
              lanes.map((lane) => lane.spend),
            ),
          ],
          formatValue: f.axisMoney,
          describe: (at) => {
            const lane = lanes[at];
            return lane
              ? f.text('dashboard.lanes.point', {
                  lane: laneNames[at] ?? '',
                  count: lane.orders,
                  amount: f.money(lane.spend),
                })
              : '';
          },
        }}
        summary={
          <p>
            {f.text('dashboard.lanes.summary', {
              lane: laneNames[0] ?? '',
              count: lanes[0]?.orders ?? 0,
              amount: f.money(lanes[0]?.spend ?? '0'),
            })}
          </p>
        }
        table={{
          columns: [
            f.text('dashboard.col.lane'),
            f.text('dashboard.col.orders'),
            f.text('dashboard.col.spend'),
          ],
          rows: lanes.map((lane, index) => ({
            key: `${lane.pol.code}-${lane.pod.code}`,
            cells: [laneNames[index] ?? '', f.count(lane.orders), f.money(lane.spend)],
          })),
        }}
      />
    );

  const marketNames = market.lanes.map((lane) => f.lane(lane.pol, lane.pod));
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
          series: [
            {
              key: 'awarded',
              label: f.text('dashboard.market.series.awarded'),
              style: 'bar',
              tone: 'primary',
              values: market.lanes.map((lane) => Number(lane.awarded)),
              texts: market.lanes.map((lane) => f.money(lane.awarded)),
            },
            {
              key: 'median',
              label: f.text('dashboard.market.series.median'),
              style: 'bar',
              tone: 'muted',
              values: market.lanes.map((lane) => Number(lane.median)),
              texts: market.lanes.map((lane) => f.money(lane.median)),
            },
          ],
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
