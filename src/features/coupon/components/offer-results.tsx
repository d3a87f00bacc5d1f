import { Empty } from 'antd';

import { PagedResults } from '@/components/paged-results';
import type { CouponOffer } from '@/contract/coupon/types';
import type { Page } from '@/contract/http';

import type { ReactNode } from 'react';

interface OfferResultsProps {
  data: Page<CouponOffer> | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onPageChange: (current: number) => void;
  /** What the empty list says, and what it offers instead. */
  empty: { description: string; actions?: ReactNode };
  renderOffer: (offer: CouponOffer) => ReactNode;
}

/** A page of templates on offer as tickets, with its count and paging (see PagedResults). */
export function OfferResults({ empty, renderOffer, ...props }: OfferResultsProps) {
  return (
    <PagedResults
      {...props}
      ids={{
        failed: 'coupon.offer.loadFailed',
        count: 'coupon.offer.total',
        list: 'coupon.offer.list',
        pages: 'coupon.offer.pages',
      }}
      layout={{ cardWidth: 340 }}
      empty={<Empty description={empty.description}>{empty.actions}</Empty>}
      itemKey={(offer) => offer.id}
      renderItem={renderOffer}
    />
  );
}
