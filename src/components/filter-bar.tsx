import { KeepFocusButton } from './keep-focus-button';

import type { ReactNode } from 'react';

interface FilterBarProps {
  /** The search landmark's name ('Tender filters'). */
  label: string;
  /** Clears the filters; disabled while none is set. */
  reset?: { label: string; disabled: boolean; onReset: () => void };
  /** Beside the reset button (e.g. a checkbox filter). */
  actions?: ReactNode;
  /** Lines the fields up at their top (fields that show a message under themselves). */
  alignTop?: boolean;
  /** The filters, each a FilterField (or a group of them). */
  children: ReactNode;
}

/**
 * A bar of filters above search results, each applied at once: a search landmark laid out as a
 * grid (two a row on a phone), with the reset at its end.
 */
export function FilterBar({ label, reset, actions, alignTop, children }: FilterBarProps) {
  return (
    <div
      role="search"
      aria-label={label}
      className={alignTop ? 'filter-bar filter-bar--top' : 'filter-bar'}
    >
      {children}
      {(actions || reset) && (
        <div className="filter-bar__actions">
          {actions}
          {reset && (
            <KeepFocusButton off={Boolean(reset.disabled)} onClick={reset.onReset}>
              {reset.label}
            </KeepFocusButton>
          )}
        </div>
      )}
    </div>
  );
}
