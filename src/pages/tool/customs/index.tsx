import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { LoadingSkeleton } from '@/components/loading-skeleton';
import { PageContainer } from '@/components/page-container';
import { SectionCard } from '@/components/section-card';
import styles from '@/features/hs-code/components/hs-code.module.css';
import { HsDataNotice } from '@/features/hs-code/components/hs-data-notice';
import { HsSearchBox } from '@/features/hs-code/components/hs-search-box';
import { HsTree } from '@/features/hs-code/components/hs-tree';
import { useHsSearch } from '@/features/hs-code/hooks/use-hs-requests';
import { classifyHsInput } from '@/features/hs-code/utils/hs-input';
import {
  EMPTY_HS_SEARCH,
  formatHsSearch,
  parseHsSearch,
  toHsQuery,
} from '@/features/hs-code/utils/hs-search';
import { useUrlSearch } from '@/hooks/use-url-search';
import { CUSTOMS_PAGE } from '@/lib/first-screen/pages';
import { lazyPart } from '@/lib/lazy-part';

// Results and a code's details show once a search is made: their code (paging, copying) loads then.
const HsResults = lazyPart(
  () => import('@/features/hs-code/components/hs-results').then((module) => module.HsResults),
  <LoadingSkeleton rows={6} />,
);
const HsDetailPanel = lazyPart(() =>
  import('@/features/hs-code/components/hs-detail-panel').then((module) => module.HsDetailPanel),
);

/**
 * /tool/customs: HS codes and tariff. One box for a code prefix or a keyword; the keyword, page
 * and opened code live in the address; the chapter tree browses the same data.
 */
export default function CustomsPage() {
  const intl = useIntl();
  const { search, setSearch } = useUrlSearch(parseHsSearch, formatHsSearch);
  const query = useMemo(() => toHsQuery(search), [search]);
  const result = useHsSearch(query);

  const input = classifyHsInput(search.keyword);
  const what =
    input.kind === 'prefix'
      ? intl.formatMessage({ id: 'hsCode.search.kind.prefix' }, { prefix: input.digits })
      : intl.formatMessage(
          { id: 'hsCode.search.kind.keyword' },
          { keyword: input.kind === 'keyword' ? input.keyword : '' },
        );
  const searchFor = (keyword: string) => setSearch({ ...EMPTY_HS_SEARCH, keyword });
  const open = (code: string) => setSearch({ ...search, code });
  // A code chosen outside the results (the tree) is searched for itself, so a reload shows it.
  const openAlone = (code: string) => setSearch({ ...EMPTY_HS_SEARCH, keyword: code, code });

  return (
    <PageContainer
      titleId={CUSTOMS_PAGE.titleId}
      descriptionId={CUSTOMS_PAGE.descriptionId}
      introId={CUSTOMS_PAGE.introId}
    >
      <div className={styles.page}>
        <HsSearchBox key={search.keyword} keyword={search.keyword} onSearch={searchFor} />
        {(query || search.code) && (
          <div className={styles.grid}>
            {query ? (
              <HsResults
                what={what}
                data={result.data}
                loading={result.loading}
                error={result.error}
                code={search.code}
                onOpen={open}
                onRetry={result.refresh}
                onPageChange={(current) => setSearch({ ...search, current, code: '' })}
                onClear={() => setSearch(EMPTY_HS_SEARCH)}
              />
            ) : (
              <div />
            )}
            <HsDetailPanel
              code={search.code}
              records={result.data?.records}
              onClose={() => setSearch({ ...search, code: '' })}
            />
          </div>
        )}
        <SectionCard title={intl.formatMessage({ id: 'hsCode.tree.title' })}>
          <HsTree onSearchPrefix={searchFor} onOpenCode={openAlone} />
        </SectionCard>
        {/* Below the search: it appears when its data arrives and must not push the search down. */}
        <HsDataNotice />
      </div>
    </PageContainer>
  );
}
