import { Button, Skeleton } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';

import { PageContainer } from '@/components/page-container';
import { StatusPanel } from '@/components/status-panel';
import { paths } from '@/config/paths';
import { FavouriteButton } from '@/features/favourite/components/favourite-button';
import { TenderDetailView } from '@/features/tender/components/tender-detail-view';
import { useTenderDetail } from '@/features/tender/hooks/use-tender-detail';
import { BizCode, isBizError } from '@/lib/request';
import { useDescribeError } from '@/lib/request/use-describe-error';

/** /business/tendering/:tenderId: one tender, shareable; contact details for members only. */
export default function TenderDetailPage() {
  const describe = useDescribeError();
  const { tenderId = '' } = useParams();
  const detail = useTenderDetail(tenderId);

  if (detail.error && !detail.data) {
    if (isBizError(detail.error, BizCode.notFound)) {
      return (
        <StatusPanel
          kind="info"
          titleId="tender.detail.notFound.title"
          description={<FormattedMessage id="tender.detail.notFound.description" />}
          actions={
            <Link to={paths.business.tendering.href()} className="link-button link-button--primary">
              <FormattedMessage id="tender.detail.backToHall" />
            </Link>
          }
        />
      );
    }
    return (
      <StatusPanel
        kind="error"
        titleId="tender.detail.loadFailed"
        alert
        description={describe(detail.error)}
        actions={
          <Button type="primary" onClick={detail.refresh} loading={detail.loading}>
            <FormattedMessage id="tender.retry" />
          </Button>
        }
      />
    );
  }

  if (!detail.data) {
    return (
      <PageContainer titleId="menu.business.tenderDetail">
        <Skeleton active paragraph={{ rows: 10 }} />
      </PageContainer>
    );
  }

  return (
    <TenderDetailView
      tender={detail.data}
      extra={<FavouriteButton kind="tender" targetId={detail.data.id} name={detail.data.title} />}
    />
  );
}
