import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { CollectCard } from '@/features/coupon/components/collect-card';
import { FailureNotice } from '@/features/coupon/components/failure-notice';
import { OfferFilters } from '@/features/coupon/components/offer-filters';
import { OfferResults } from '@/features/coupon/components/offer-results';
import { useClaimCoupon } from '@/features/coupon/hooks/use-claim-coupon';
import { useOfferSearch } from '@/features/coupon/hooks/use-offer-search';
import { useOfferPage } from '@/features/coupon/hooks/use-offers';
import { hasOfferFilters } from '@/features/coupon/utils/offer-search';
import { isOwnOffer } from '@/features/coupon/utils/own-offer';
import { useText } from '@/lib/i18n/use-text';
import { useSession } from '@/lib/session';

/**
 * /coupon/couponCollectionCenter: free coupons with stock left, filtered by issuer and currency (in
 * the address); claiming one reloads the page of results, so stock and "you hold" stay true.
 */
export default function CouponCollectionCenterPage() {
  const text = useText();
  const { user } = useSession();
  const { search, setSearch, update } = useOfferSearch();
  const page = useOfferPage('free', search);
  const { claim, claiming, failure, dismiss } = useClaimCoupon(page.refresh);
  const filtered = hasOfferFilters(search);

  return (
    <PageContainer
      titleId="menu.coupon.couponCollectionCenter"
      descriptionId="pages.coupon.couponCollectionCenter.description"
      extra={
        <Link className="link-button" to={paths.coupon.myCoupon.href()}>
          <FormattedMessage id="coupon.nav.mine" />
        </Link>
      }
    >
      <OfferFilters offer="free" search={search} onChange={update} />
      {failure && (
        <FailureNotice
          title={text('coupon.claim.failed', { name: failure.name })}
          message={failure.message}
          onClose={dismiss}
        />
      )}
      <OfferResults
        offer="free"
        data={page.data}
        loading={page.loading}
        error={page.error}
        onRetry={page.refresh}
        onPageChange={(current) => setSearch({ ...search, current })}
        filtered={filtered}
        onResetFilters={() => update({ issuerId: undefined, currency: undefined })}
        renderOffer={(offer) => (
          <CollectCard
            offer={offer}
            own={isOwnOffer(offer, user?.enterpriseId)}
            claiming={claiming === offer.id}
            onClaim={claim}
          />
        )}
      />
    </PageContainer>
  );
}
