import type { Shipment } from '@/contract/shipment/types';

/**
 * The IANA zone of a port of the shipment, as its recorded milestones give it (every milestone is
 * answered in its port's zone); undefined before one was recorded there.
 */
export function portZone(shipment: Shipment, portCode: string): string | undefined {
  const at = (point: { port: { code: string }; zone: string }) => point.port.code === portCode;
  return (
    shipment.milestones.find(at)?.zone ??
    shipment.corrections.flatMap((correction) => correction.before).find(at)?.zone
  );
}
