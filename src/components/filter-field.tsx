import { useId, type ReactElement } from 'react';

interface FilterFieldProps {
  label: string;
  /** Takes a whole row on a phone (the port pickers). */
  wide?: boolean;
  /** Takes two columns of the bar on wider screens (a search box with its button). */
  double?: boolean;
  /** Gets the field's `id`, so the visible label names it. */
  children: (id: string) => ReactElement;
}

/** A filter of a filter bar (tenders, market): a visible label above the control. */
export function FilterField({ label, wide, double, children }: FilterFieldProps) {
  const id = useId();
  return (
    <div
      className={['filter-field', wide && 'filter-field--wide', double && 'filter-field--double']
        .filter(Boolean)
        .join(' ')}
    >
      <label htmlFor={id} className="filter-field__label">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
