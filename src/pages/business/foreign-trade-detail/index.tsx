import { Button, Skeleton } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';

import { PageContainer } from '@/components/page-container';
import { StatusPanel } from '@/components/status-panel';
import { paths } from '@/config/paths';
import { useEnterpriseDetail } from '@/features/directory/hooks/use-enterprise-detail';
import { useText } from '@/lib/i18n/use-text';
import { BizCode, describeError, isBizError } from '@/lib/request';

import { EnterpriseDetailView } from './components/enterprise-detail-view';

function NotFound() {
  return (
    <StatusPanel
      kind="info"
      titleId="directory.detail.notFound.title"
      description={<FormattedMessage id="directory.detail.notFound.description" />}
      actions={
        <Link to={paths.business.foreignTrade.href(1)} className="link-button link-button--primary">
          <FormattedMessage id="directory.detail.back" />
        </Link>
      }
    />
  );
}

/**
 * /business/foreignTradeDetial?id=: one enterprise of the directory: profile, contact details for
 * members, favourite, and its open tenders (type 1) or listings on the market (types 2 and 3).
 */
export default function ForeignTradeDetailPage() {
  const text = useText();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const detail = useEnterpriseDetail(id);

  if (!id) return <NotFound />;
  if (detail.error && !detail.data) {
    if (isBizError(detail.error, BizCode.notFound)) return <NotFound />;
    return (
      <StatusPanel
        kind="error"
        titleId="directory.detail.loadFailed"
        alert
        description={describeError(detail.error, text)}
        actions={
          <Button type="primary" onClick={detail.refresh} loading={detail.loading}>
            <FormattedMessage id="directory.retry" />
          </Button>
        }
      />
    );
  }
  if (!detail.data) {
    return (
      <PageContainer titleId="menu.business.foreignTradeDetail">
        <Skeleton active paragraph={{ rows: 10 }} />
      </PageContainer>
    );
  }
  return <EnterpriseDetailView enterprise={detail.data} />;
}
