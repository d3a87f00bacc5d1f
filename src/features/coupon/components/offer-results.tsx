import { Button, Empty } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { PagedResults, type ResultsPage } from '@/components/paged-results';
import { paths } from '@/config/paths';
import type { CouponOffer } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';

import type { OfferKind } from '../hooks/use-offers';
import type { ReactNode } from 'react';

/** What an empty list says, and where else to look: the other way of getting coupons. */
const EMPTY = {
  free: {
    empty: 'coupon.center.empty',
    filtered: 'coupon.center.emptyFiltered',
    elsewhere: { href: paths.coupon.couponMarket.href(), labelId: 'coupon.nav.market' },
  },
  sold: {
    empty: 'coupon.market.empty',
    filtered: 'coupon.market.emptyFiltered',
    elsewhere: { href: paths.coupon.couponCollectionCenter.href(), labelId: 'coupon.nav.center' },
  },
} as const;

interface OfferResultsProps extends ResultsPage<CouponOffer> {
  offer: OfferKind;
  /** Filters are set: an empty list offers to clear them (`onResetFilters`). */
  filtered: boolean;
  onResetFilters: () => void;
  renderOffer: (offer: CouponOffer) => ReactNode;
}

/**
 * A page of templates on offer as tickets, with its count and paging (see PagedResults); an empty
 * page offers to clear the filters, or the other way of getting coupons.
 */
export function OfferResults(props: OfferResultsProps) {
  const { offer, filtered, onResetFilters, renderOffer, ...page } = props;
  const text = useText();
  const words = EMPTY[offer];
  return (
    <PagedResults
      {...page}
      messages="coupon.offer"
      layout={{ cardWidth: 340 }}
      empty={
        <Empty description={text(filtered ? words.filtered : words.empty)}>
          {filtered ? (
            <Button onClick={onResetFilters}>
              <FormattedMessage id="coupon.filters.reset" />
            </Button>
          ) : (
            <Link className="link-button" to={words.elsewhere.href}>
              <FormattedMessage id={words.elsewhere.labelId} />
            </Link>
          )}
        </Empty>
      }
      itemKey={(item) => item.id}
      renderItem={renderOffer}
    />
  );
}
