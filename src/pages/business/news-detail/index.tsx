import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { DetailState } from '@/components/detail-state';
import { StatusPanel } from '@/components/status-panel';
import { paths } from '@/config/paths';
import { FavouriteButton } from '@/features/favourite/components/favourite-button';
import { NewsArticle } from '@/features/news/components/news-article';
import { useNewsDetail } from '@/features/news/hooks/use-news-detail';
import { useIdInAddress } from '@/hooks/use-id-in-address';

const toList = (
  <Link to={paths.business.newsList.href()} className="link-button link-button--primary">
    <FormattedMessage id="news.detail.toList" />
  </Link>
);

/** /business/newsDetial?id=: one article, its HTML body sanitised; opening it counts a view. */
export default function NewsDetailPage() {
  const intl = useIntl();
  const id = useIdInAddress('id');
  const detail = useNewsDetail(id, intl.locale);

  if (!id) {
    return (
      <StatusPanel
        kind="info"
        titleId="news.detail.missingId.title"
        description={<FormattedMessage id="news.detail.missingId.description" />}
        actions={toList}
      />
    );
  }

  return (
    <DetailState
      request={detail}
      id={id}
      titleId="menu.business.newsDetail"
      skeletonRows={12}
      failedId="news.detail.loadFailed"
      notFound={{
        titleId: 'news.detail.notFound.title',
        descriptionId: 'news.detail.notFound.description',
        backTo: paths.business.newsList.href(),
        backId: 'news.detail.toList',
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
