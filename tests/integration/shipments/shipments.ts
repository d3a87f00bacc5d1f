import { db } from '@mock/core/store';

/** The demo shipment of the paid order whose tender title contains `title` (seeded for the demo accounts). */
export function demoShipment(title: string): { shipmentNo: string; orderNo: string } {
  const orders = new Set(
    Object.values(db.tenders).flatMap((tender) =>
      tender.title.includes(title) && tender.orderNo ? [tender.orderNo] : [],
    ),
  );
  const shipment = Object.values(db.shipments).find((row) => orders.has(row.orderNo));
  if (!shipment) throw new Error(`no demo shipment "${title}"`);
  return { shipmentNo: shipment.shipmentNo, orderNo: shipment.orderNo };
}

export const shipmentUrl = (shipmentNo: string) =>
  `/user/shipments?shipmentNo=${encodeURIComponent(shipmentNo)}`;
