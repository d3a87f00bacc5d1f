import { Empty } from 'antd';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { PagedResults } from '@/components/paged-results';
import { paths } from '@/config/paths';
import type { CouponStatus, MemberCoupon } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';

import { useMyCouponPage } from '../hooks/use-my-coupons';
import { CouponQrModal } from './coupon-qr-modal';
import { MyCouponCard } from './my-coupon-card';
import styles from './my-coupons.module.css';

interface MyCouponListProps {
  status: CouponStatus;
  page: number;
  onPage: (page: number) => void;
}

/**
 * One page of the member's coupons in one status, with paging, a retry on failure and, when there is
 * none, the ways to get some (collection centre, coupon market).
 */
export function MyCouponList({ status, page, onPage }: MyCouponListProps) {
  const text = useText();
  const coupons = useMyCouponPage(status, page);
  const [qr, setQr] = useState<MemberCoupon>();

  return (
    <>
      <PagedResults
        data={coupons.data}
        loading={coupons.loading}
        error={coupons.error}
        onRetry={coupons.refresh}
        onPageChange={onPage}
        messages="coupon.mine"
        label={text(`coupon.mine.list.${status}`)}
        layout={{ cardWidth: 340 }}
        empty={
          <Empty description={text(`coupon.mine.empty.${status}`)}>
            <div className={styles.empty}>
              <Link
                className="link-button link-button--primary"
                to={paths.coupon.couponCollectionCenter.href()}
              >
                <FormattedMessage id="coupon.mine.toCenter" />
              </Link>
              <Link className="link-button" to={paths.coupon.couponMarket.href()}>
                <FormattedMessage id="coupon.mine.toMarket" />
              </Link>
            </div>
          </Empty>
        }
        itemKey={(coupon) => coupon.code}
        renderItem={(coupon) => <MyCouponCard coupon={coupon} onShowQr={setQr} />}
      />
      <CouponQrModal coupon={qr} onClose={() => setQr(undefined)} />
    </>
  );
}
