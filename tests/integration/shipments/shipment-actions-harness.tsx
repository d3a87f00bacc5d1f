import { useRequest } from 'ahooks';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

import { appPages, createRoutes } from '@/app/routes';
import type { Shipment } from '@/contract/shipment/types';
import { getShipment } from '@/features/shipment/api';
import { ShipmentActions } from '@/features/shipment/components/actions/shipment-actions';
import { db } from '@mock/core/store';
import type { DemoKind } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';

/** The shipment as the reader's side fetches it, with its actions; a write's answer replaces it. */
function ShipmentActionsPage() {
  const { shipmentNo = '' } = useParams();
  const [shipment, setShipment] = useState<Shipment>();
  useRequest(() => getShipment(shipmentNo), { onSuccess: setShipment });
  if (!shipment) return <p>loading the shipment</p>;
  return (
    <>
      <h1>{shipment.shipmentNo}</h1>
      <p>{`status: ${shipment.status}`}</p>
      <ShipmentActions shipment={shipment} onUpdated={setShipment} />
    </>
  );
}

export const HARNESS_URL = '/test-shipment-actions';

/** The app's routes with the harness page at HARNESS_URL/:shipmentNo. */
export function harnessRoutes() {
  return createRoutes([
    ...appPages(),
    {
      path: `${HARNESS_URL}/:shipmentNo`,
      element: <ShipmentActionsPage />,
      handle: { titleId: 'menu.home', auth: true },
    },
  ]);
}

/** The demo shipment of the seeded order titled `title`. */
export function demoShipment(title: string) {
  const tender = Object.values(db.tenders).find((row) => row.title === title);
  const row = Object.values(db.shipments).find((item) => item.orderNo === tender?.orderNo);
  if (!row) throw new Error(`no demo shipment "${title}"`);
  return row;
}

/** The harness page on the demo shipment titled `title`, as `member` sees it: its row and the page. */
export async function openShipmentActions(title: string, member: DemoKind) {
  const row = demoShipment(title);
  const view = await renderRoute(`${HARNESS_URL}/${row.shipmentNo}`, {
    member,
    routes: harnessRoutes(),
  });
  return { row, view };
}
