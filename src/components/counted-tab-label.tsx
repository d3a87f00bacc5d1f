import styles from './counted-tab-label.module.css';

interface CountedTabLabelProps {
  label: string;
  /** The count once it has come; undefined while it loads or when it could not be had. */
  count: number | undefined;
  /** Whether the count is still on its way. */
  pending: boolean;
  /** The label with a count, in the page's language. */
  format: (label: string, count: number) => string;
}

/**
 * A tab's label with its count. Tabs wrap onto a second line on a phone, so a label that grew
 * when its count came would move every tab after it, and the page below, by a line: while the
 * count loads the label keeps the room of a one-digit count, unseen and unheard.
 */
export function CountedTabLabel({ label, count, pending, format }: CountedTabLabelProps) {
  if (count !== undefined) return format(label, count);
  if (!pending) return label;
  return (
    <span className={styles.held}>
      <span>{label}</span>
      <span className={styles.room} aria-hidden>
        {format(label, 0)}
      </span>
    </span>
  );
}
