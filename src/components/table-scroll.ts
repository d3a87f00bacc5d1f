import type { CSSProperties } from 'react';

/**
 * The props that make an antd Table wider than its place scroll across in its own box by style
 * sheet (global.css `.table-scroll-across`), `width` px wide when given, else as wide as its
 * content: in place of antd's `scroll.x`, which measures every column as the table paints (a
 * layout of the whole page inside the render) and draws the table again with the widths.
 */
export function scrollAcross(width?: number): { className: string; style?: CSSProperties } {
  return width === undefined
    ? { className: 'table-scroll-across' }
    : {
        className: 'table-scroll-across',
        style: { '--table-width': `${width}px` } as CSSProperties,
      };
}

/**
 * The class of a column kept at the table's end as the rest scrolls under it (global.css): a
 * sticky cell the browser keeps in view, in place of antd's fixed column, which measures too.
 */
export const STICKY_END_CELL = 'table-sticky-end';
