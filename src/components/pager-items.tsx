import { cloneElement, isValidElement } from 'react';

import { useText } from '@/lib/i18n/use-text';

import type { PaginationProps } from 'antd';

type ItemRender = NonNullable<PaginationProps['itemRender']>;

/**
 * A pager's items with its arrow buttons named in the page's language: the buttons hold only an
 * icon, and icons are decorative (src/lib/decorative-icons.ts). Every pager of the app (the result
 * lists' and the tables') renders its items with this.
 */
export function usePagerItems(): ItemRender {
  const text = useText();
  return (_page, type, element) => {
    if ((type !== 'prev' && type !== 'next') || !isValidElement(element)) return element;
    const label = text(type === 'prev' ? 'common.pager.prev' : 'common.pager.next');
    return cloneElement(element as React.ReactElement<{ 'aria-label'?: string }>, {
      'aria-label': label,
    });
  };
}
