import { Grid, Segmented } from 'antd';

import { LabelledSelect } from './labelled-select';
import styles from './status-filter.module.css';

/** The choice that shows every state: no status filter. */
const ALL = 'all';

interface StatusFilterProps<V extends string> {
  /** What is filtered by, e.g. "Status": the control's name. */
  label: string;
  /** The state shown, or none for all of them. */
  value: V | undefined;
  /** The name of the first choice, every state at once. */
  allLabel: string;
  states: readonly V[];
  labelOf: (state: V) => string;
  onChange: (value: V | undefined) => void;
}

/**
 * The choice of which of a list's states to show, all of them first: each choice in sight on a
 * wide screen (a segmented control); on a phone, where four or five do not fit a line in every
 * language, a select named by its shown label. The list it filters follows it.
 */
export function StatusFilter<V extends string>({
  label,
  value,
  allLabel,
  states,
  labelOf,
  onChange,
}: StatusFilterProps<V>) {
  const wide = Grid.useBreakpoint().md;
  const options = [
    { value: ALL, label: allLabel },
    ...states.map((state) => ({ value: state, label: labelOf(state) })),
  ];
  const choose = (chosen: string) => onChange(chosen === ALL ? undefined : (chosen as V));
  return wide ? (
    <Segmented<string>
      className={styles.filter}
      aria-label={label}
      value={value ?? ALL}
      options={options}
      onChange={choose}
    />
  ) : (
    <LabelledSelect<string>
      className={styles.filter}
      label={label}
      value={value ?? ALL}
      options={options}
      onChange={choose}
    />
  );
}
