import { Button, Empty } from 'antd';
import { FormattedMessage } from 'react-intl';

import { PagedResults } from '@/components/paged-results';
import type { Page } from '@/contract/http';
import type { NewsSummary } from '@/contract/news/types';

import { NewsCard } from './news-card';

interface NewsResultsProps {
  data: Page<NewsSummary> | undefined;
  loading: boolean;
  error: Error | undefined;
  keyword: string;
  onRetry: () => void;
  onPageChange: (current: number) => void;
  onClearSearch: () => void;
}

/** A page of articles, one a line, with its count and paging; no result names the search. */
export function NewsResults({ keyword, onClearSearch, ...props }: NewsResultsProps) {
  return (
    <PagedResults
      {...props}
      ids={{
        failed: 'news.list.loadFailed',
        count: 'news.list.total',
        list: 'news.list.label',
        pages: 'news.list.pages',
      }}
      layout="column"
      empty={
        <Empty
          description={
            keyword ? (
              <FormattedMessage id="news.list.emptyFor" values={{ keyword }} />
            ) : (
              <FormattedMessage id="news.list.empty" />
            )
          }
        >
          {keyword && (
            <Button onClick={onClearSearch}>
              <FormattedMessage id="news.list.clearSearch" />
            </Button>
          )}
        </Empty>
      }
      itemKey={(item) => item.id}
      renderItem={(item) => <NewsCard item={item} />}
    />
  );
}
