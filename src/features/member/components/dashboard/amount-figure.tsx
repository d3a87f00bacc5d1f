import type { Decimal } from '@/contract/common/trade';

import { DashboardFigure } from './dashboard-figure';
import { useDashboardFormat } from './dashboard-format';

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
