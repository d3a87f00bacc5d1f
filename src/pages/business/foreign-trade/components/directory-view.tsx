import { Button, Empty } from 'antd';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';

import { PageContainer } from '@/components/page-container';
import { resultsPage } from '@/components/paged-results';
import type { EnterpriseCategory } from '@/contract/directory/types';
import { CategoryLinks } from '@/features/directory/components/category-links';
import { DirectoryFilters } from '@/features/directory/components/directory-filters';
import { EnterpriseResults } from '@/features/directory/components/enterprise-results';
import { useEnterprisePage } from '@/features/directory/hooks/use-enterprise-page';
import {
  DEFAULT_SEARCH,
  formatDirectorySearch,
  hasFilters,
  parseDirectorySearch,
  toEnterpriseQuery,
} from '@/features/directory/utils/directory-search';
import { FIRST_PAGE, useUrlSearch } from '@/hooks/use-url-search';

/** One category's enterprises, 10 a page; filters and page live in the address. */
export function DirectoryView({ category }: { category: EnterpriseCategory }) {
  const { search, update, patch, setSearch } = useUrlSearch(
    parseDirectorySearch,
    formatDirectorySearch,
    FIRST_PAGE,
  );
  const query = useMemo(() => toEnterpriseQuery(category, search), [category, search]);
  const page = useEnterprisePage(query);

  return (
    <PageContainer
      titleId={`directory.category.${category}.title`}
      descriptionId={`directory.category.${category}.description`}
    >
      <CategoryLinks current={category} />
      <DirectoryFilters search={search} onChange={update} />
      <EnterpriseResults
        {...resultsPage(page, (current) => patch({ current }))}
        empty={
          <Empty description={<FormattedMessage id="directory.list.empty" />}>
            {hasFilters(search) && (
              <Button onClick={() => setSearch(DEFAULT_SEARCH)}>
                <FormattedMessage id="directory.filters.reset" />
              </Button>
            )}
          </Empty>
        }
      />
    </PageContainer>
  );
}
