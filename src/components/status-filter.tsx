import { Grid, Segmented } from 'antd';

import { LabelledSelect } from './labelled-select';

interface StatusFilterProps<V extends string> {
  /** What is filtered by, e.g. "Status": the control's name. */
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  className?: string;
}

/**
 * The choice of which of a list's states to show: each state in sight on a wide screen (a
 * segmented control); on a phone, where four or five states do not fit a line in every language,
 * a select named by its shown label.
 */
export function StatusFilter<V extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: StatusFilterProps<V>) {
  const wide = Grid.useBreakpoint().md;
  return wide ? (
    <Segmented<V>
      className={className}
      aria-label={label}
      value={value}
      options={[...options]}
      onChange={onChange}
    />
  ) : (
    <LabelledSelect<V>
      className={className}
      label={label}
      value={value}
      options={[...options]}
      onChange={onChange}
    />
  );
}
