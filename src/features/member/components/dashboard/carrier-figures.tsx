import { useIntl } from 'react-intl';

import type { CarrierDashboard } from '@/contract/member/dashboard';

import { DashboardFigure } from './dashboard-figure';
import { largest, sumAmounts, useDashboardFormat } from './dashboard-format';

/** A forwarder's or consolidator's figures: bids and wins, revenue, coupon redemptions. */
export function CarrierFigures({ data }: { data: CarrierDashboard }) {
  const intl = useIntl();
  const f = useDashboardFormat();
  const { months } = data;
  const labels = months.map((month) => f.month(month.month));
  const total = (pick: (month: CarrierDashboard['months'][number]) => number) =>
    months.reduce((sum, month) => sum + pick(month), 0);

  const bidsPlaced = total((month) => month.bids);
  const bids = (
    <DashboardFigure
      title={f.text('dashboard.bids.title')}
      label={f.text('dashboard.bids.label')}
      spec={{
        labels,
        series: [
          {
            key: 'bids',
            label: f.text('dashboard.bids.series.bids'),
            style: 'bar',
            tone: 'muted',
            values: months.map((month) => month.bids),
            texts: months.map((month) => f.count(month.bids)),
          },
          {
            key: 'won',
            label: f.text('dashboard.bids.series.won'),
            style: 'bar',
            tone: 'success',
            values: months.map((month) => month.won),
            texts: months.map((month) => f.count(month.won)),
          },
        ],
        formatValue: (value) => f.count(value),
        describe: (at) => {
          const month = months[at];
          return month
            ? f.text('dashboard.bids.point', {
                month: labels[at] ?? '',
                bids: month.bids,
                won: month.won,
                lost: month.lost,
              })
            : '';
        },
      }}
      summary={
        <p>
          {data.decided > 0
            ? f.text('dashboard.bids.summary', {
                bids: bidsPlaced,
                decided: data.decided,
                won: data.won,
                rate: intl.formatNumber(data.won / data.decided, {
                  style: 'percent',
                  maximumFractionDigits: 1,
                }),
              })
            : f.text('dashboard.bids.noDecided', { bids: bidsPlaced })}
        </p>
      }
      table={{
        columns: [
          f.text('dashboard.col.month'),
          f.text('dashboard.col.bids'),
          f.text('dashboard.col.won'),
          f.text('dashboard.col.lost'),
        ],
        rows: months.map((month, index) => ({
          key: month.month,
          cells: [
            labels[index] ?? '',
            f.count(month.bids),
            f.count(month.won),
            f.count(month.lost),
          ],
        })),
      }}
    />
  );

  const top = months[largest(months.map((month) => month.revenue))];
  const revenue = (
    <DashboardFigure
      title={f.text('dashboard.revenue.title')}
      label={f.text('dashboard.revenue.label')}
      spec={{
        labels,
        series: [
          f.moneyBars(
            'revenue',
            f.text('dashboard.revenue.series'),
            months.map((month) => month.revenue),
          ),
        ],
        formatValue: f.axisMoney,
        describe: (at) => {
          const month = months[at];
          return month
            ? f.text('dashboard.revenue.point', {
                month: labels[at] ?? '',
                count: month.orders,
                amount: f.money(month.revenue),
              })
            : '';
        },
      }}
      summary={
        <p>
          {top
            ? f.text('dashboard.revenue.summary', {
                count: total((month) => month.orders),
                total: f.money(sumAmounts(months.map((month) => month.revenue))),
                month: f.month(top.month),
                amount: f.money(top.revenue),
              })
            : f.text('dashboard.zero')}
        </p>
      }
      table={{
        columns: [
          f.text('dashboard.col.month'),
          f.text('dashboard.col.orders'),
          f.text('dashboard.col.revenue'),
        ],
        rows: months.map((month, index) => ({
          key: month.month,
          cells: [labels[index] ?? '', f.count(month.orders), f.money(month.revenue)],
        })),
      }}
    />
  );

  const redeemed = total((month) => month.redeemed);
  const unpriced = total((month) => month.unpriced);
  const coupons = (
    <DashboardFigure
      title={f.text('dashboard.coupons.title')}
      label={f.text('dashboard.coupons.label')}
      spec={{
        labels,
        series: [
          {
            key: 'redeemed',
            label: f.text('dashboard.coupons.series'),
            style: 'bar',
            tone: 'warning',
            values: months.map((month) => month.redeemed),
            texts: months.map((month) => f.count(month.redeemed)),
          },
        ],
        formatValue: (value) => f.count(value),
        describe: (at) => {
          const month = months[at];
          return month
            ? f.text('dashboard.coupons.point', {
                month: labels[at] ?? '',
                count: month.redeemed,
                amount: f.money(month.discount),
              })
            : '';
        },
      }}
      summary={
        <>
          <p>
            {redeemed > 0
              ? f.text('dashboard.coupons.summary', {
                  count: redeemed,
                  amount: f.money(sumAmounts(months.map((month) => month.discount))),
                })
              : f.text('dashboard.zero')}
          </p>
          {unpriced > 0 && <p>{f.text('dashboard.coupons.unpriced', { count: unpriced })}</p>}
        </>
      }
      table={{
        columns: [
          f.text('dashboard.col.month'),
          f.text('dashboard.col.redeemed'),
          f.text('dashboard.col.discount'),
        ],
        rows: months.map((month, index) => ({
          key: month.month,
          cells: [labels[index] ?? '', f.count(month.redeemed), f.money(month.discount)],
        })),
      }}
    />
  );

  return (
    <>
      {bids}
      {revenue}
      {coupons}
    </>
  );
}
