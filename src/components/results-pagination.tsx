import { Grid, Pagination } from 'antd';

import { DEFAULT_PAGE_SIZE } from '@/contract/http';
import type { Page } from '@/contract/http';

import { usePagerItems } from './pager-items';

interface ResultsPaginationProps {
  page: Pick<Page<unknown>, 'current' | 'size' | 'total'>;
  /** The navigation's accessible name ('Tender pages'). */
  label: string;
  onChange: (current: number) => void;
  className?: string;
}

/**
 * The pages of a result list, as a named navigation: nothing when one page holds everything; the
 * compact form on phones.
 */
export function ResultsPagination({ page, label, onChange, className }: ResultsPaginationProps) {
  const screens = Grid.useBreakpoint();
  const itemRender = usePagerItems();
  if (page.total <= page.size) return null;
  return (
    <nav aria-label={label}>
      <Pagination
        className={className}
        current={page.current}
        pageSize={page.size || DEFAULT_PAGE_SIZE}
        total={page.total}
        showSizeChanger={false}
        simple={!screens.sm}
        onChange={onChange}
        itemRender={itemRender}
      />
    </nav>
  );
}
