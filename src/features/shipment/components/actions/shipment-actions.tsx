import type { Shipment } from '@/contract/shipment/types';

export interface ShipmentActionsProps {
  shipment: Shipment;
  /** The shipment as the write answered it. */
  onUpdated: (shipment: Shipment) => void;
}

/** What the reader may do next to the shipment: the payee's booking, milestones, corrections and documents; the payer's review of the B/L draft and delivery. */
export function ShipmentActions(_props: ShipmentActionsProps) {
  return null;
}
