import { Button, Skeleton } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';

import { PageContainer } from '@/components/page-container';
import { StatusPanel } from '@/components/status-panel';
import { paths } from '@/config/paths';
import { FavouriteButton } from '@/features/favourite/components/favourite-button';
import { ListingDetailView } from '@/features/market/components/listing-detail-view';
import { useListingDetail } from '@/features/market/hooks/use-market-requests';
import { useText } from '@/lib/i18n/use-text';
import { BizCode, describeError, isBizError } from '@/lib/request';
import { useSession } from '@/lib/session';

/** /business/marketDetail?id=: one listing, shareable; contact details for members only. */
export default function MarketDetailPage() {
  const text = useText();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { user } = useSession();
  const detail = useListingDetail(id, user?.id);

  const notFound = (
    <StatusPanel
      kind="info"
      titleId="market.detail.notFound"
      description={<FormattedMessage id="market.detail.notFoundHint" />}
      actions={
        <Link to={paths.business.market.href()} className="link-button link-button--primary">
          <FormattedMessage id="market.detail.backToMarket" />
        </Link>
      }
    />
  );
  if (!/^\d{1,12}$/.test(id)) return notFound;

  if (detail.error && !detail.data) {
    if (isBizError(detail.error, BizCode.notFound)) return notFound;
    return (
      <StatusPanel
        kind="error"
        alert
        titleId="market.loadFailed"
        description={describeError(detail.error, text)}
        actions={
          <Button type="primary" onClick={detail.refresh} loading={detail.loading}>
            <FormattedMessage id="common.retry" />
          </Button>
        }
      />
    );
  }

  if (!detail.data || detail.data.id !== id) {
    return (
      <PageContainer titleId="menu.business.marketDetail">
        <Skeleton active paragraph={{ rows: 10 }} />
      </PageContainer>
    );
  }

  const listing = detail.data;
  return (
    <ListingDetailView
      listing={listing}
      member={Boolean(user)}
      favourite={
        <FavouriteButton
          kind="listing"
          targetId={listing.id}
          name={`${listing.pol.code} → ${listing.pod.code}`}
        />
      }
    />
  );
}
