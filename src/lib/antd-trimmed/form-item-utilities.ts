// antd's Form.Item (its ItemHolder) imports these from @rc-component/util; production builds give
// it this module instead (build/antd-trims.ts): the same utilities, but for `isVisible`.
export * from '@rc-component/util';

/**
 * Whether a form item's element can have its style read. Form.Item asks `isVisible` of its element
 * on every render, which reads `offsetParent` (and a box's size when that is null): a layout of the
 * whole page in the middle of the render, item after item whenever a form renders again while the
 * page changes (193 ms of the tender search's load at 4× CPU). It keeps the answer only to read the
 * item's bottom margin again, while it shows an error, once the element can be read:
 * `getComputedStyle` needs the element in the document, not on screen (an element under
 * `display: none` has its computed margin too). That is asked here, with no layout.
 */
export function isVisible(element: Element | null | undefined): boolean {
  return element?.isConnected ?? false;
}
