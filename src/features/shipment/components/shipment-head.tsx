import { Descriptions } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { LtrRun } from '@/components/ltr-run';
import { paths } from '@/config/paths';
import type { Shipment } from '@/contract/shipment/types';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';
import { partyName } from '@/utils/party-name';

import { LateTag } from './late-tag';
import { ShipmentFacts } from './shipment-facts';
import { ShipmentStatusTag } from './shipment-status-tag';
import styles from './shipment.module.css';

/** A shipment's numbers, parties, mode and state, then its lane and sailing. */
export function ShipmentHead({ shipment }: { shipment: Shipment }) {
  const intl = useIntl();
  const text = useText();
  const shipmentTypes = useDict('shipment_type');
  const items = [
    {
      key: 'status',
      label: text('shipment.field.status'),
      children: <ShipmentStatusTag status={shipment.status} />,
    },
    {
      key: 'orderNo',
      label: text('shipment.field.orderNo'),
      children: (
        <Link to={paths.business.payment.href({ orderNo: shipment.orderNo })}>
          <LtrRun>{shipment.orderNo}</LtrRun>
        </Link>
      ),
    },
    {
      key: 'tenderNo',
      label: text('shipment.field.tenderNo'),
      children: <LtrRun>{shipment.tenderNo}</LtrRun>,
    },
    {
      key: 'shipmentType',
      label: text('shipment.field.shipmentType'),
      children: shipmentTypes.labelOf(shipment.shipmentType) || shipment.shipmentType,
    },
    {
      key: 'payer',
      label: text('shipment.field.payer'),
      children: <bdi>{partyName(shipment.payer, intl.locale)}</bdi>,
    },
    {
      key: 'payee',
      label: text('shipment.field.payee'),
      children: <bdi>{partyName(shipment.payee, intl.locale)}</bdi>,
    },
  ];
  return (
    <>
      <p>
        <strong dir="auto">{shipment.title}</strong>
      </p>
      {shipment.late && <LateTag late={shipment.late} />}
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
      <ShipmentFacts shipment={shipment} className={styles.headFacts} />
    </>
  );
}
