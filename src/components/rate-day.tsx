import styles from './rate-day.module.css';

/**
 * The day of an exchange rate as the server writes it (`2026-12-02`) inside a sentence: a line may
 * break before or after it, never at its hyphens.
 */
export function RateDay({ day }: { day: string }) {
  return (
    <time dateTime={day} className={styles.day}>
      {day}
    </time>
  );
}
