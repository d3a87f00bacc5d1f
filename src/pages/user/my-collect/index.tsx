import { Tabs } from 'antd';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { PageContainer } from '@/components/page-container';
import { FAVOURITE_KINDS, type FavouriteKind } from '@/contract/favourite/types';
import { FavouriteList } from '@/features/favourite/components/favourite-list';
import { useFavouriteCounts } from '@/features/favourite/hooks/use-favourites';
import { parseKind, parsePage } from '@/features/favourite/utils/favourite-href';

/**
 * /user/myCollect: my favourites by kind (`?kind=`, tenders first) with their counts, paged
 * (`?page=`); each links to its page and can be removed (with an undo).
 */
export default function MyCollectPage() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const kind = parseKind(search.get('kind'));
  const page = parsePage(search.get('page'));
  const counts = useFavouriteCounts();

  const go = (nextKind: FavouriteKind, nextPage: number) => {
    const next = new URLSearchParams(search);
    next.set('kind', nextKind);
    if (nextPage > 1) next.set('page', String(nextPage));
    else next.delete('page');
    setSearch(next);
  };

  return (
    <PageContainer titleId="menu.user.myCollect" descriptionId="pages.user.myCollect.description">
      <Tabs
        activeKey={kind}
        onChange={(key) => go(parseKind(key), 1)}
        destroyOnHidden
        aria-label={intl.formatMessage({ id: 'favourite.tabs' })}
        items={FAVOURITE_KINDS.map((key) => {
          const label = intl.formatMessage({ id: `favourite.kind.${key}` });
          const count = counts.data?.[key];
          return {
            key,
            label: count === undefined ? label : `${label} (${count})`,
            children:
              key === kind ? (
                <FavouriteList
                  kind={kind}
                  page={page}
                  onPage={(next) => go(kind, next)}
                  onChanged={counts.refresh}
                />
              ) : null,
          };
        })}
      />
    </PageContainer>
  );
}
