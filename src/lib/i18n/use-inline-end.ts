import { useIntl } from 'react-intl';

import { isRtl } from './direction';

/** The physical side a line ends at: right, or left in a right-to-left language. */
export function inlineEndOf(locale: string): 'left' | 'right' {
  return isRtl(locale) ? 'left' : 'right';
}

/**
 * The side a line ends at in the page's language, for antd props that take only physical sides
 * (a drawer's placement, a toast's corner): the layout mirrors in Arabic.
 */
export function useInlineEnd(): 'left' | 'right' {
  return inlineEndOf(useIntl().locale);
}
