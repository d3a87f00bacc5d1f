import { useId } from 'react';

import { ChartFigure } from '@/components/chart/chart-figure';
import type { ChartSpec } from '@/components/chart/chart-spec';

import styles from './dashboard.module.css';

import type { ReactNode } from 'react';

export interface FigureTable {
  /** Column titles; the first heads the rows' names. */
  columns: readonly string[];
  /** Each row: its name, then its figures as the reader sees them. */
  rows: readonly { key: string; cells: readonly string[] }[];
}

interface DashboardFigureProps {
  title: string;
  /** What the chart shows, in a few words: its accessible name. */
  label: string;
  spec: ChartSpec;
  summary: ReactNode;
  table: FigureTable;
}

/** One dashboard figure: a heading, the chart, its words and the same figures as a table. */
export function DashboardFigure({ title, label, spec, summary, table }: DashboardFigureProps) {
  const id = useId();
  return (
    <section className={styles.figure} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {title}
      </h3>
      <ChartFigure
        label={label}
        spec={spec}
        summary={<div className={styles.summary}>{summary}</div>}
        table={
          <table className={styles.table}>
            <caption className="visually-hidden">{label}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
    </section>
  );
}
