import { useEffect, type RefObject } from 'react';

/**
 * Scrolls `list`, a row of links that scrolls sideways on a narrow screen, so that its current
 * link (`aria-current="page"`) is in sight whenever `current` changes: a page's own place in its
 * section's row is never left beyond the edge. Only the row scrolls, never the page, and only
 * when the link lies (partly) outside it; after the paint, so nothing is measured before it.
 */
export function useCurrentInView(list: RefObject<HTMLElement | null>, current: unknown): void {
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !link || row.scrollWidth <= row.clientWidth) return;
    const box = row.getBoundingClientRect();
    const place = link.getBoundingClientRect();
    // The row's padding stays beside the link, as at either end of the row.
    const padding = Number.parseFloat(getComputedStyle(row).paddingInlineStart) || 0;
    // A positive left scrolls towards the right in either direction of writing.
    if (place.left < box.left) row.scrollBy({ left: place.left - box.left - padding });
    else if (place.right > box.right) row.scrollBy({ left: place.right - box.right + padding });
  }, [list, current]);
}
