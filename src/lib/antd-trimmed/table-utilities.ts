import { getTargetScrollBarSize as measureScrollBar } from '@rc-component/util';

// rc-table's own utilities, as its Table imports them, but for the scroll bar's size.
export * from '@rc-component/util';

/**
 * rc-table measures the scroll bar of every table as it mounts: it adds an element and a style
 * sheet to the page and reads a size back, a layout of the whole page in the middle of the render
 * (about 100 ms at a phone's speed). Only a table whose header stays fixed (`scroll.y`, `sticky`)
 * uses the size, to line the header up with a body that scrolls; its scroll box is the table's
 * `-body`, every other table's is its `-content`. The size is measured for those only; the others
 * get none, which they never read.
 */
export function getTargetScrollBarSize(target: HTMLElement): { width: number; height: number } {
  const fixedHeader =
    target instanceof Element && [...target.classList].some((name) => name.endsWith('-body'));
  return fixedHeader ? measureScrollBar(target) : { width: 0, height: 0 };
}
