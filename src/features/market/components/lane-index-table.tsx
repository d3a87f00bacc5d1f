import type { Decimal } from '@/contract/common/trade';
import type { LaneIndex } from '@/contract/market/rate-index';
import { useText } from '@/lib/i18n/use-text';

import styles from './lane-index.module.css';

interface LaneIndexTableProps {
  index: LaneIndex;
  money: (value: Decimal) => string;
  weekLabel: (week: string) => string;
}

/** The lane index week by week, newest first: the chart's figures for reading and copying. */
export function LaneIndexTable({ index, money, weekLabel }: LaneIndexTableProps) {
  const text = useText();
  const none = text('marketIndex.none');
  const cell = (value: Decimal | undefined) => (value === undefined ? none : money(value));
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{text('market.detail.indexTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{text('marketIndex.col.week')}</th>
          <th scope="col">{text('marketIndex.col.median')}</th>
          <th scope="col">{text('marketIndex.col.low')}</th>
          <th scope="col">{text('marketIndex.col.high')}</th>
          <th scope="col">{text('marketIndex.col.listings')}</th>
        </tr>
      </thead>
      <tbody>
        {[...index.weeks].reverse().map((week) => (
          <tr key={week.week}>
            <th scope="row">{weekLabel(week.week)}</th>
            <td className={styles.number}>{cell(week.median)}</td>
            <td className={styles.number}>{cell(week.low)}</td>
            <td className={styles.number}>{cell(week.high)}</td>
            <td className={styles.number}>{week.listings}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
