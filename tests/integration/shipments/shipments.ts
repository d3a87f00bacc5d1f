import { db } from '@mock/core/store';

/** The demo shipment of the paid order whose tender title contains `title` (seeded for the demo accounts). */
export function demoShipment(title: string): { shipmentNo: string; orderNo: string } {
  const orderNo = Object.values(db.tenders).find((tender) => tender.title.includes(title))?.orderNo;
  const shipment = Object.values(db.shipments).find((row) => row.orderNo === orderNo);
  if (!orderNo || !shipment) throw new Error(`no demo shipment "${title}"`);
  return { shipmentNo: shipment.shipmentNo, orderNo };
}

export const shipmentUrl = (shipmentNo: string) =>
  `/user/shipments?shipmentNo=${encodeURIComponent(shipmentNo)}`;
