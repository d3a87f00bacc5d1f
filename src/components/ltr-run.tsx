import type { ReactNode } from 'react';

/**
 * A run that reads left to right whatever the line around it: a masked mobile, an e-mail, a code,
 * an order number. Isolated and set left to right, since a run without a letter (`138****0001`)
 * would otherwise take the page's direction and read backwards on an Arabic page. (The same in a
 * string is `isolatedIn`, for a message argument the catalogue does it.)
 */
export function LtrRun({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
