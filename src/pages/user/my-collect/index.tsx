import { useIntl } from 'react-intl';

import { CountedTabLabel } from '@/components/counted-tab-label';
import { PageContainer } from '@/components/page-container';
import { Tabs } from '@/components/tabs';
import { FAVOURITE_KINDS } from '@/contract/favourite/types';
import { FavouriteList } from '@/features/favourite/components/favourite-list';
import { useFavouriteCounts } from '@/features/favourite/hooks/use-favourites';
import { FIRST_PAGE, useUrlSearch } from '@/hooks/use-url-search';
import { tabSearch } from '@/utils/tab-search';

const FAVOURITE_SEARCH = tabSearch('kind', FAVOURITE_KINDS);

/**
 * /user/myCollect: my favourites by kind (`?kind=`, tenders first) with their counts, paged
 * (`?page=`); each links to its page and can be removed (with an undo).
 */
export default function MyCollectPage() {
  const intl = useIntl();
  const { search, update, patch } = useUrlSearch(
    FAVOURITE_SEARCH.parse,
    FAVOURITE_SEARCH.format,
    FIRST_PAGE,
  );
  const kind = search.tab;
  const counts = useFavouriteCounts();

  return (
    <PageContainer titleId="menu.user.myCollect" descriptionId="pages.user.myCollect.description">
      <Tabs
        activeKey={kind}
        onChange={(key) => update({ tab: FAVOURITE_SEARCH.tabOf(key) })}
        destroyOnHidden
        aria-label={intl.formatMessage({ id: 'favourite.tabs' })}
        items={FAVOURITE_KINDS.map((key) => {
          return {
            key,
            label: (
              <CountedTabLabel
                label={intl.formatMessage({ id: `favourite.kind.${key}` })}
                count={counts.data?.[key]}
                pending={counts.loading}
                format={(label, count) =>
                  intl.formatMessage({ id: 'favourite.tab' }, { label, count })
                }
              />
            ),
            children:
              key === kind ? (
                <FavouriteList
                  kind={kind}
                  page={search.current}
                  onPage={(current) => patch({ current })}
                  onChanged={counts.refresh}
                />
              ) : null,
          };
        })}
      />
    </PageContainer>
  );
}
