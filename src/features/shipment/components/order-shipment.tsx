import { Empty } from 'antd';
import { Link } from 'react-router-dom';

import { LoadingOrFailed } from '@/components/loading-or-failed';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { useText } from '@/lib/i18n/use-text';

import { useOrderShipment } from '../hooks/use-order-shipment';
import { LateTag } from './late-tag';
import { MilestoneTimeline } from './milestone-timeline';
import { ShipmentStatusTag } from './shipment-status-tag';
import styles from './shipment.module.css';

/**
 * A paid freight order's shipment, on the order's page: its state, lateness and the milestones in
 * short, with a link to the shipment; its own failure with Retry, the rest of the page unaffected.
 */
export function OrderShipment({ orderNo }: { orderNo: string }) {
  const text = useText();
  const request = useOrderShipment(orderNo);
  return (
    <SectionCard title={text('shipment.order.title')}>
      <LoadingOrFailed request={request} failedId="shipment.order.loadFailed">
        {(shipment) =>
          shipment ? (
            <>
              <div className={`${styles.cardHead} ${styles.orderHead}`}>
                <ShipmentStatusTag status={shipment.status} />
                <Link to={paths.user.shipments.href({ shipmentNo: shipment.shipmentNo })}>
                  {text('shipment.order.open')}
                </Link>
              </div>
              {shipment.late && <LateTag late={shipment.late} />}
              <MilestoneTimeline shipment={shipment} compact />
            </>
          ) : (
            <Empty description={text('shipment.order.none')} />
          )
        }
      </LoadingOrFailed>
    </SectionCard>
  );
}
