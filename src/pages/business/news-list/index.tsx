import { Alert } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { PageContainer } from '@/components/page-container';
import { resultsPage } from '@/components/paged-results';
import { NewsCategoryNav } from '@/features/news/components/news-category-nav';
import styles from '@/features/news/components/news-list.module.css';
import { NewsResults } from '@/features/news/components/news-results';
import { NewsSearchBox } from '@/features/news/components/news-search-box';
import { useNewsPage } from '@/features/news/hooks/use-news-page';
import { useNewsSearchParams } from '@/features/news/hooks/use-news-search-params';
import { toNewsQuery } from '@/features/news/utils/news-search';

/**
 * /business/newsList?category=&keyword=&page=: industry news, notices and the help centre
 * (`help`, the header's help centre, titles the page as such). Newest first, 10 a page; the
 * category, search and page live in the address. An unknown category shows industry news and says so.
 */
export default function NewsListPage() {
  const intl = useIntl();
  const { search, unknownCategory, setSearch, update } = useNewsSearchParams();
  const query = useMemo(() => toNewsQuery(search), [search]);
  const page = useNewsPage(query, intl.locale);
  const help = search.category === 'help';

  return (
    <PageContainer
      titleId={help ? 'news.list.helpTitle' : 'menu.business.newsList'}
      descriptionId={help ? 'news.list.helpDescription' : 'pages.business.newsList.description'}
    >
      {unknownCategory && (
        <Alert
          type="info"
          showIcon
          className={styles.notice}
          title={intl.formatMessage(
            { id: 'news.list.unknownCategory' },
            { category: unknownCategory },
          )}
        />
      )}
      <div className={styles.toolbar}>
        <NewsCategoryNav current={search.category} />
        <NewsSearchBox keyword={search.keyword} onSearch={(keyword) => update({ keyword })} />
      </div>
      <NewsResults
        {...resultsPage(page, (current) => setSearch({ ...search, current }))}
        keyword={search.keyword}
        onClearSearch={() => update({ keyword: '' })}
      />
    </PageContainer>
  );
}
