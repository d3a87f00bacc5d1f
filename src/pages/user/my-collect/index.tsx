import { useIntl } from 'react-intl';

import { PageContainer } from '@/components/page-container';
import { Tabs } from '@/components/tabs';
import { FAVOURITE_KINDS } from '@/contract/favourite/types';
import { FavouriteList } from '@/features/favourite/components/favourite-list';
import { useFavouriteCounts } from '@/features/favourite/hooks/use-favourites';
import { useTabInAddress } from '@/hooks/use-tab-in-address';

/**
 * /user/myCollect: my favourites by kind (`?kind=`, tenders first) with their counts, paged
 * (`?page=`); each links to its page and can be removed (with an undo).
 */
export default function MyCollectPage() {
  const intl = useIntl();
  const { tab: kind, page, go, select } = useTabInAddress('kind', FAVOURITE_KINDS);
  const counts = useFavouriteCounts();

  return (
    <PageContainer titleId="menu.user.myCollect" descriptionId="pages.user.myCollect.description">
      <Tabs
        activeKey={kind}
        onChange={select}
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
