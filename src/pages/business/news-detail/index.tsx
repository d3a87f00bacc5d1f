import { Button, Skeleton } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';

import { PageContainer } from '@/components/page-container';
import { StatusPanel } from '@/components/status-panel';
import { paths } from '@/config/paths';
import { FavouriteButton } from '@/features/favourite/components/favourite-button';
import { NewsArticle } from '@/features/news/components/news-article';
import { useNewsDetail } from '@/features/news/hooks/use-news-detail';
import { useText } from '@/lib/i18n/use-text';
import { BizCode, describeError, isBizError } from '@/lib/request';

const toList = (
  <Link to={paths.business.newsList.href()} className="link-button link-button--primary">
    <FormattedMessage id="news.detail.toList" />
  </Link>
);

/** /business/newsDetial?id=: one article, its HTML body sanitised; opening it counts a view. */
export default function NewsDetailPage() {
  const intl = useIntl();
  const text = useText();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
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

  if (detail.error && !detail.data) {
    if (isBizError(detail.error, BizCode.notFound)) {
      return (
        <StatusPanel
          kind="info"
          titleId="news.detail.notFound.title"
          description={<FormattedMessage id="news.detail.notFound.description" />}
          actions={toList}
        />
      );
    }
    return (
      <StatusPanel
        kind="error"
        titleId="news.detail.loadFailed"
        alert
        description={describeError(detail.error, text)}
        actions={
          <Button type="primary" onClick={detail.refresh} loading={detail.loading}>
            <FormattedMessage id="news.retry" />
          </Button>
        }
      />
    );
  }

  // An answer for another id (the previous/next link was just followed) is not shown as this one.
  if (!detail.data || detail.data.id !== id) {
    return (
      <PageContainer titleId="menu.business.newsDetail">
        <Skeleton active paragraph={{ rows: 12 }} />
      </PageContainer>
    );
  }

  const item = detail.data;
  return (
    <NewsArticle
      item={item}
      actions={<FavouriteButton kind="news" targetId={item.id} name={item.title} />}
    />
  );
}
