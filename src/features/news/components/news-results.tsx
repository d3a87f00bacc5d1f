import { Button, Empty } from 'antd';
import { FormattedMessage } from 'react-intl';

import { PagedResults, type ResultsPage } from '@/components/paged-results';
import type { NewsSummary } from '@/contract/news/types';

import { NewsCard } from './news-card';

interface NewsResultsProps extends ResultsPage<NewsSummary> {
  keyword: string;
  onClearSearch: () => void;
}

/** A page of articles, one a line, with its count and paging; no result names the search. */
export function NewsResults({ keyword, onClearSearch, ...props }: NewsResultsProps) {
  return (
    <PagedResults
      {...props}
      messages="news.list"
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
