import { Card } from 'antd';
import { Link } from 'react-router-dom';

import { LtrRun } from '@/components/ltr-run';
import { paths } from '@/config/paths';
import type { ShipmentSummary } from '@/contract/shipment/types';

import { LateTag } from './late-tag';
import { ShipmentFacts } from './shipment-facts';
import { ShipmentStatusTag } from './shipment-status-tag';
import styles from './shipment.module.css';

/** One shipment of the list: its number (opening it), title, state, lateness and sailing. */
export function ShipmentCard({ shipment }: { shipment: ShipmentSummary }) {
  return (
    <Card size="small" className={styles.card}>
      <div className={styles.cardHead}>
        <Link
          to={paths.user.shipments.href({ shipmentNo: shipment.shipmentNo })}
          className={styles.number}
        >
          <LtrRun>{shipment.shipmentNo}</LtrRun>
        </Link>
        <ShipmentStatusTag status={shipment.status} />
      </div>
      <p className={styles.title} dir="auto">
        {shipment.title}
      </p>
      {shipment.late && <LateTag late={shipment.late} />}
      <ShipmentFacts shipment={shipment} />
    </Card>
  );
}
