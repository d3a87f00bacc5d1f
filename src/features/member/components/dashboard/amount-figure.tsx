import type { Decimal } from '@/contract/common/trade';

import { DashboardFigure } from './dashboard-figure';
import { largest, sumAmounts, useDashboardFormat } from './dashboard-format';

import type { ReactNode } from 'react';

/** One bar of an amount figure: what it is (a month, a lane), its orders and their amount in yuan. */
export interface AmountRow {
  key: string;
  name: string;
  orders: number;
  amount: Decimal;
}

interface AmountFigureProps {
  title: string;
  /** What the chart shows, in a few words: its accessible name. */
  label: string;
  series: { key: string; label: string };
  rows: readonly AmountRow[];
  /** One bar in words, as a screen reader hears the point. */
  point: (row: AmountRow) => string;
  summary: ReactNode;
  /** The titles of the table's first column (the rows' names) and of its amount column. */
  nameColumn: string;
  amountColumn: string;
}

/**
 * Amounts in yuan as bars (spend or revenue per month, spend by lane), with the orders they come
 * from in each bar's words and in the table beside the amount.
 */
export function AmountFigure({
  title,
  label,
  series,
  rows,
  point,
  summary,
  nameColumn,
  amountColumn,
}: AmountFigureProps) {
  const f = useDashboardFormat();
  return (
    <DashboardFigure
      title={title}
      label={label}
      spec={{
        labels: rows.map((row) => row.name),
        series: [
          f.moneyBars(
            series.key,
            series.label,
            rows.map((row) => row.amount),
          ),
        ],
        formatValue: f.axisMoney,
        describe: (at) => {
          const row = rows[at];
          return row ? point(row) : '';
        },
      }}
      summary={summary}
      table={{
        columns: [nameColumn, f.text('dashboard.col.orders'), amountColumn],
        rows: rows.map((row) => ({
          key: row.key,
          cells: [row.name, f.count(row.orders), f.money(row.amount)],
        })),
      }}
    />
  );
}

/** A month's orders and their amount in yuan. */
export interface MonthAmount {
  /** YYYY-MM, China time. */
  month: string;
  orders: number;
  amount: Decimal;
}

/**
 * Amounts per month (the shipper's spend, a carrier's revenue) with their texts under
 * `dashboard.<kind>.…`: the bars, each month in words, the year's total and its largest month.
 */
export function MonthAmountFigure({
  kind,
  months,
}: {
  kind: 'spend' | 'revenue';
  months: readonly MonthAmount[];
}) {
  const f = useDashboardFormat();
  const top = months[largest(months.map((month) => month.amount))];
  return (
    <AmountFigure
      title={f.text(`dashboard.${kind}.title`)}
      label={f.text(`dashboard.${kind}.label`)}
      series={{ key: kind, label: f.text(`dashboard.${kind}.series`) }}
      rows={months.map((month) => ({ ...month, key: month.month, name: f.month(month.month) }))}
      point={(row) =>
        f.text(`dashboard.${kind}.point`, {
          month: row.name,
          count: row.orders,
          amount: f.money(row.amount),
        })
      }
      summary={
        <p>
          {top
            ? f.text(`dashboard.${kind}.summary`, {
                count: months.reduce((sum, month) => sum + month.orders, 0),
                total: f.money(sumAmounts(months.map((month) => month.amount))),
                month: f.month(top.month),
                amount: f.money(top.amount),
              })
            : f.text('dashboard.zero')}
        </p>
      }
      nameColumn={f.text('dashboard.col.month')}
      amountColumn={f.text(`dashboard.col.${kind}`)}
    />
  );
}
