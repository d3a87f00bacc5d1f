import { useId } from 'react';

import styles from './labelled-select.module.css';
import { LazySelect, type LazySelectProps } from './lazy-select';

type LabelledSelectProps<V> = Omit<LazySelectProps<V>, 'id' | 'aria-label'> & {
  /** The words shown before the select, which name it. */
  label: string;
};

/**
 * A select named by a label shown before it, on one line while they fit and the select below its
 * label when they do not: a phone's choice of one of a few values (an order, a status).
 */
export function LabelledSelect<V>({ label, className, ...select }: LabelledSelectProps<V>) {
  const id = useId();
  return (
    <div className={[styles.labelled, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <LazySelect<V> id={id} popupMatchSelectWidth={false} {...select} />
    </div>
  );
}
