import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { FailureNotice } from '@/features/coupon/components/failure-notice';
import { MarketCard } from '@/features/coupon/components/market-card';
import { MarketHow } from '@/features/coupon/components/market-how';
import { OfferFilters } from '@/features/coupon/components/offer-filters';
import { OfferResults } from '@/features/coupon/components/offer-results';
import { useBuyCoupons } from '@/features/coupon/hooks/use-buy-coupons';
import { useOfferSearch } from '@/features/coupon/hooks/use-offer-search';
import { useOfferPage } from '@/features/coupon/hooks/use-offers';
import { hasOfferFilters } from '@/features/coupon/utils/offer-search';
import { isOwnOffer } from '@/features/coupon/utils/own-offer';
import { useText } from '@/lib/i18n/use-text';
import { useSession } from '@/lib/session';

/**
 * /coupon/couponMarket: coupons for sale, filtered by issuer and currency (in the address). Buying N
 * creates an unpaid order of price × N and opens it on the payment page; the coupons are issued once
 * it is paid.
 */
export default function CouponMarketPage() {
  const text = useText();
  const { user } = useSession();
  const { search, setSearch, update } = useOfferSearch();
  const page = useOfferPage('sold', search);
  const { buy, buying, failure, dismiss } = useBuyCoupons(page.refresh);
  const filtered = hasOfferFilters(search);

  return (
    <PageContainer
      titleId="menu.coupon.couponMarket"
      descriptionId="pages.coupon.couponMarket.description"
      extra={
        <Link className="link-button" to={paths.coupon.myCoupon.href()}>
          <FormattedMessage id="coupon.nav.mine" />
        </Link>
      }
    >
      <MarketHow />
      <OfferFilters offer="sold" search={search} onChange={update} />
      {failure && (
        <FailureNotice
          title={text('coupon.buy.failed', { name: failure.name })}
          message={failure.message}
          onClose={dismiss}
        />
      )}
      <OfferResults
        offer="sold"
        data={page.data}
        loading={page.loading}
        error={page.error}
        onRetry={page.refresh}
        onPageChange={(current) => setSearch({ ...search, current })}
        filtered={filtered}
        onResetFilters={() => update({ issuerId: undefined, currency: undefined })}
        renderOffer={(offer) => (
          <MarketCard
            offer={offer}
            own={isOwnOffer(offer, user?.enterpriseId)}
            buying={buying === offer.id}
            onBuy={buy}
          />
        )}
      />
    </PageContainer>
  );
}
