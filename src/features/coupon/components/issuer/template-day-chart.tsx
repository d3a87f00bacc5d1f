import { useIntl } from 'react-intl';

import { BUSINESS_TIME_ZONE } from '@/config/constants';
import type { TemplateDay } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';

import styles from './issuer.module.css';

/**
 * Claims and uses per day as pairs of CSS bars, scaled to the busiest day. The bars are hidden from
 * screen readers; a visually hidden table gives every day's numbers and a line sums them up.
 */
export function TemplateDayChart({ days }: { days: TemplateDay[] }) {
  const intl = useIntl();
  const text = useText();
  const top = Math.max(1, ...days.map((day) => Math.max(day.claimed, day.used)));
  const claimed = days.reduce((sum, day) => sum + day.claimed, 0);
  const used = days.reduce((sum, day) => sum + day.used, 0);
  const label = (date: string, month: 'numeric' | 'long') =>
    intl.formatDate(`${date}T00:00:00+08:00`, {
      month,
      day: 'numeric',
      timeZone: BUSINESS_TIME_ZONE,
    });
  const height = (count: number) => `${(count / top) * 100}%`;

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{text('couponIssuer.chart.title')}</figcaption>
      <p className={styles.chartSummary}>{text('couponIssuer.chart.summary', { claimed, used })}</p>
      <div className={styles.keys} aria-hidden>
        <span className={styles.keyClaimed}>{text('couponIssuer.chart.claimed')}</span>
        <span className={styles.keyUsed}>{text('couponIssuer.chart.used')}</span>
      </div>
      <div className={styles.plot} aria-hidden>
        <span className={styles.top}>{top}</span>
        <div className={styles.bars}>
          {days.map((day, index) => (
            <div key={day.date} className={styles.day}>
              <div className={styles.pair}>
                <span className={styles.barClaimed} style={{ height: height(day.claimed) }} />
                <span className={styles.barUsed} style={{ height: height(day.used) }} />
              </div>
              {/* Every other date (today's among them) fits under the bars on a phone. */}
              <span className={styles.dayLabel}>
                {(days.length - 1 - index) % 2 === 0 ? label(day.date, 'numeric') : ''}
              </span>
            </div>
          ))}
        </div>
      </div>
      <table className="visually-hidden">
        <caption>{text('couponIssuer.chart.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{text('couponIssuer.chart.date')}</th>
            <th scope="col">{text('couponIssuer.chart.claimed')}</th>
            <th scope="col">{text('couponIssuer.chart.used')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{label(day.date, 'long')}</th>
              <td>{day.claimed}</td>
              <td>{day.used}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
