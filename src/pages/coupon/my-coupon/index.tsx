import { Grid } from 'antd';

import { CountedTabLabel } from '@/components/counted-tab-label';
import { PageContainer } from '@/components/page-container';
import { Tabs } from '@/components/tabs';
import { COUPON_STATUSES } from '@/contract/coupon/types';
import { MyCouponList } from '@/features/coupon/components/my-coupon-list';
import { useCouponCounts } from '@/features/coupon/hooks/use-my-coupons';
import { FIRST_PAGE, useUrlSearch } from '@/hooks/use-url-search';
import { useText } from '@/lib/i18n/use-text';
import { tabSearch } from '@/utils/tab-search';

const COUPON_SEARCH = tabSearch('status', COUPON_STATUSES);

/**
 * /coupon/myCoupon: the member's coupons by status (`?status=`, unused first), a page at a time
 * (`?page=`), each tab with its count.
 */
export default function MyCouponPage() {
  const text = useText();
  const { search, update, patch } = useUrlSearch(
    COUPON_SEARCH.parse,
    COUPON_SEARCH.format,
    FIRST_PAGE,
  );
  const status = search.tab;
  const counts = useCouponCounts();
  // Four tabs with their counts fit a phone's width with narrower gaps.
  const screens = Grid.useBreakpoint();

  return (
    <PageContainer titleId="menu.coupon.myCoupon" descriptionId="pages.coupon.myCoupon.description">
      <Tabs
        activeKey={status}
        onChange={(key) => {
          update({ tab: COUPON_SEARCH.tabOf(key) });
          counts.refresh();
        }}
        destroyOnHidden
        tabBarGutter={screens.sm ? 24 : 14}
        items={COUPON_STATUSES.map((key) => {
          return {
            key,
            label: (
              <CountedTabLabel
                label={text(`coupon.status.${key}`)}
                count={counts.data?.[key]}
                pending={counts.loading}
                format={(label, count) => text('coupon.mine.tab', { label, count })}
              />
            ),
            children:
              key === status ? (
                <MyCouponList
                  status={status}
                  page={search.current}
                  onPage={(current) => patch({ current })}
                />
              ) : null,
          };
        })}
      />
    </PageContainer>
  );
}
