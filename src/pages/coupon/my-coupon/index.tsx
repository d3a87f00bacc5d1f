import { Grid, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';

import { PageContainer } from '@/components/page-container';
import { COUPON_STATUSES, type CouponStatus } from '@/contract/coupon/types';
import { MyCouponList } from '@/features/coupon/components/my-coupon-list';
import { useCouponCounts } from '@/features/coupon/hooks/use-my-coupons';
import { useText } from '@/lib/i18n/use-text';

const statusOf = (value: string | null): CouponStatus =>
  (COUPON_STATUSES as readonly string[]).includes(value ?? '') ? (value as CouponStatus) : 'unused';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/**
 * /coupon/myCoupon: the member's coupons by status (`?status=`, unused first), a page at a time
 * (`?page=`), each tab with its count.
 */
export default function MyCouponPage() {
  const text = useText();
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search.get('status'));
  const page = pageOf(search.get('page'));
  const counts = useCouponCounts();
  // Four tabs with their counts fit a phone's width with narrower gaps.
  const screens = Grid.useBreakpoint();

  const go = (nextStatus: CouponStatus, nextPage: number) => {
    const next = new URLSearchParams(search);
    if (nextStatus === 'unused') next.delete('status');
    else next.set('status', nextStatus);
    if (nextPage > 1) next.set('page', String(nextPage));
    else next.delete('page');
    setSearch(next);
  };

  return (
    <PageContainer titleId="menu.coupon.myCoupon" descriptionId="pages.coupon.myCoupon.description">
      <Tabs
        activeKey={status}
        onChange={(key) => {
          go(statusOf(key), 1);
          counts.refresh();
        }}
        destroyOnHidden
        tabBarGutter={screens.sm ? 24 : 14}
        items={COUPON_STATUSES.map((key) => {
          const count = counts.data?.[key];
          const label = text(`coupon.status.${key}`);
          return {
            key,
            label: count === undefined ? label : text('coupon.mine.tab', { label, count }),
            children:
              key === status ? (
                <MyCouponList status={status} page={page} onPage={(next) => go(status, next)} />
              ) : null,
          };
        })}
      />
    </PageContainer>
  );
}
