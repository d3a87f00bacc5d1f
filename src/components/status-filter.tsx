import { Grid, Segmented } from 'antd';

import { LabelledSelect } from './labelled-select';
import styles from './status-filter.module.css';

interface StatusFilterProps<V extends string> {
  /** What is filtered by, e.g. "Status": the control's name. */
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/**
 * The choice of which of a list's states to show: each state in sight on a wide screen (a
 * segmented control); on a phone, where four or five states do not fit a line in every language,
 * a select named by its shown label. The list it filters follows it.
 */
export function StatusFilter<V extends string>({
  label,
  value,
  options,
  onChange,
}: StatusFilterProps<V>) {
  const wide = Grid.useBreakpoint().md;
  return wide ? (
    <Segmented<V>
      className={styles.filter}
      aria-label={label}
      value={value}
      options={[...options]}
      onChange={onChange}
    />
  ) : (
    <LabelledSelect<V>
      className={styles.filter}
      label={label}
      value={value}
      options={[...options]}
      onChange={onChange}
    />
  );
}
