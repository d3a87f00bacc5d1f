import type { Shipment } from '@/contract/shipment/types';

export interface ShipmentActionsProps {
  shipment: Shipment;
  /** The shipment as the write answered it. */
  onUpdated: (shipment: Shipment) => void;
}
