import { Link } from 'react-router-dom';

import { LoadFailedPanel } from '@/components/load-failed-panel';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import type { MemberDashboard } from '@/contract/member/dashboard';

import { useMemberDashboard } from '../../hooks/use-member-dashboard';
import { CarrierFigures } from './carrier-figures';
import { useDashboardFormat } from './dashboard-format';
import styles from './dashboard.module.css';
import { ShipperFigures } from './shipper-figures';

/** Nothing in the months at all: a member new to the trade (no zero charts to read through). */
function isEmpty(data: MemberDashboard): boolean {
  return data.role === 'shipper'
    ? data.months.every((month) => month.orders === 0) && data.market.uncompared === 0
    : data.months.every((month) => month.bids === 0 && month.orders === 0 && month.redeemed === 0);
}

/**
 * The member's dashboards in the member centre, by its user type: a shipper's spend and prices
 * against the market, a carrier's bids, revenue and coupon redemptions. Loads on its own: a failure
 * here leaves the rest of the member centre as it is.
 */
export function DashboardSection() {
  const f = useDashboardFormat();
  const request = useMemberDashboard();
  const { data } = request;

  let body;
  if (request.error && !request.loading) {
    body = (
      <LoadFailedPanel
        titleId="dashboard.loadFailed"
        error={request.error}
        onRetry={request.refresh}
      />
    );
  } else if (!data) {
    body = (
      <div className={styles.loading}>
        <LoadingSkeleton rows={10} />
      </div>
    );
  } else if (isEmpty(data)) {
    const shipper = data.role === 'shipper';
    body = (
      <div className={styles.empty}>
        <p>{f.text(shipper ? 'dashboard.empty.shipper' : 'dashboard.empty.carrier')}</p>
        <Link
          className="link-button link-button--primary"
          to={shipper ? paths.business.tenderIssue.href() : paths.business.tendering.href()}
        >
          {f.text(shipper ? 'dashboard.emptyAction.shipper' : 'dashboard.emptyAction.carrier')}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className={styles.body}>
        <p className={styles.note}>{f.rates(data.rates)}</p>
        {data.role === 'shipper' ? <ShipperFigures data={data} /> : <CarrierFigures data={data} />}
      </div>
    );
  }

  return <SectionCard title={f.text('dashboard.title')}>{body}</SectionCard>;
}
