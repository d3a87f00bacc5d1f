import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { PageContainer } from '@/components/page-container';
import { resultsPage } from '@/components/paged-results';
import { paths } from '@/config/paths';
import { CollectCard } from '@/features/coupon/components/collect-card';
import { FailureNotice } from '@/features/coupon/components/failure-notice';
import { MarketCard } from '@/features/coupon/components/market-card';
import { MarketHow } from '@/features/coupon/components/market-how';
import { OfferFilters } from '@/features/coupon/components/offer-filters';
import { OfferResults } from '@/features/coupon/components/offer-results';
import { useOfferPage, type OfferKind } from '@/features/coupon/hooks/use-offers';
import { useTakeOffer } from '@/features/coupon/hooks/use-take-offer';
import {
  formatOfferSearch,
  hasOfferFilters,
  parseOfferSearch,
} from '@/features/coupon/utils/offer-search';
import { isOwnOffer } from '@/features/coupon/utils/own-offer';
import { FIRST_PAGE, useUrlSearch } from '@/hooks/use-url-search';
import { useText } from '@/lib/i18n/use-text';
import { useSession } from '@/lib/session';

/** What differs between the collection centre (free coupons) and the market (coupons for sale). */
const PAGES = {
  free: {
    titleId: 'menu.coupon.couponCollectionCenter',
    descriptionId: 'pages.coupon.couponCollectionCenter.description',
    failedId: 'coupon.claim.failed',
  },
  sold: {
    titleId: 'menu.coupon.couponMarket',
    descriptionId: 'pages.coupon.couponMarket.description',
    failedId: 'coupon.buy.failed',
  },
} as const;

/**
 * Coupons on offer, free or for sale, filtered by issuer and currency (in the address). Claiming a
 * free coupon reloads the page of results, so stock and "you hold" stay true; buying N for sale
 * creates an unpaid order of price × N and opens it on the payment page (the coupons are issued
 * once it is paid).
 */
export function OfferPage({ kind }: { kind: OfferKind }) {
  const text = useText();
  const { member } = useSession();
  const { search, patch, update } = useUrlSearch(parseOfferSearch, formatOfferSearch, FIRST_PAGE);
  const page = useOfferPage(kind, search);
  const { take, taking, failure, dismiss } = useTakeOffer(kind, page.refresh);
  const { titleId, descriptionId, failedId } = PAGES[kind];

  return (
    <PageContainer
      titleId={titleId}
      descriptionId={descriptionId}
      extra={
        <Link className="link-button" to={paths.coupon.myCoupon.href()}>
          <FormattedMessage id="coupon.nav.mine" />
        </Link>
      }
    >
      {kind === 'sold' && <MarketHow />}
      <OfferFilters offer={kind} search={search} onChange={update} />
      {failure && (
        <FailureNotice
          title={text(failedId, { name: failure.name })}
          message={failure.message}
          onClose={dismiss}
        />
      )}
      <OfferResults
        offer={kind}
        {...resultsPage(page, (current) => patch({ current }))}
        filtered={hasOfferFilters(search)}
        onResetFilters={() => update({ issuerId: undefined, currency: undefined })}
        renderOffer={(offer) => {
          const own = isOwnOffer(offer, member?.enterpriseId);
          return kind === 'free' ? (
            <CollectCard offer={offer} own={own} claiming={taking === offer.id} onClaim={take} />
          ) : (
            <MarketCard offer={offer} own={own} buying={taking === offer.id} onBuy={take} />
          );
        }}
      />
    </PageContainer>
  );
}
