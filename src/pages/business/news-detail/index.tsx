import { useIntl } from 'react-intl';

import { DetailState } from '@/components/detail-state';
import { NotFoundPanel } from '@/components/not-found-panel';
import { paths } from '@/config/paths';
import { FavouriteButton } from '@/features/favourite/components/favourite-button';
import { NewsArticle } from '@/features/news/components/news-article';
import { useNewsDetail } from '@/features/news/hooks/use-news-detail';
import { useIdInAddress } from '@/hooks/use-id-in-address';

/** Where the missing and the unknown article both lead: the list of the others. */
const toList = { backTo: paths.business.newsList.href(), backId: 'news.detail.toList' } as const;

/** /business/newsDetial?id=: one article, its HTML body sanitised; opening it counts a view. */
export default function NewsDetailPage() {
  const intl = useIntl();
  const id = useIdInAddress('id');
  const detail = useNewsDetail(id, intl.locale);

  if (!id) {
    return (
      <NotFoundPanel
        titleId="news.detail.missingId.title"
        descriptionId="news.detail.missingId.description"
        {...toList}
      />
    );
  }

  return (
    <DetailState
      request={detail}
      id={id}
      skeletonRows={12}
      failedId="news.detail.loadFailed"
      notFound={{
        titleId: 'news.detail.notFound.title',
        descriptionId: 'news.detail.notFound.description',
        ...toList,
      }}
    >
      {(item) => (
        <NewsArticle
          item={item}
          actions={<FavouriteButton kind="news" targetId={item.id} name={item.title} />}
        />
      )}
    </DetailState>
  );
}
