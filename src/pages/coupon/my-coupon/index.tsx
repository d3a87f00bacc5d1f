import { Grid } from 'antd';

import { PageContainer } from '@/components/page-container';
import { Tabs } from '@/components/tabs';
import { COUPON_STATUSES } from '@/contract/coupon/types';
import { MyCouponList } from '@/features/coupon/components/my-coupon-list';
import { useCouponCounts } from '@/features/coupon/hooks/use-my-coupons';
import { useTabInAddress } from '@/hooks/use-tab-in-address';
import { useText } from '@/lib/i18n/use-text';

/**
 * /coupon/myCoupon: the member's coupons by status (`?status=`, unused first), a page at a time
 * (`?page=`), each tab with its count.
 */
export default function MyCouponPage() {
  const text = useText();
  const { tab: status, page, go, select } = useTabInAddress('status', COUPON_STATUSES);
  const counts = useCouponCounts();
  // Four tabs with their counts fit a phone's width with narrower gaps.
  const screens = Grid.useBreakpoint();

  return (
    <PageContainer titleId="menu.coupon.myCoupon" descriptionId="pages.coupon.myCoupon.description">
      <Tabs
        activeKey={status}
        onChange={(key) => {
          select(key);
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
