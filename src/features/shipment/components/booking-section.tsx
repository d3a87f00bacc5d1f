import { Descriptions } from 'antd';

import { LtrRun } from '@/components/ltr-run';
import type { Booking, Shipment } from '@/contract/shipment/types';
import { usePortText } from '@/hooks/use-port-text';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';

import { PortTimeText } from './port-time-text';
import styles from './shipment.module.css';

const CUTOFFS = ['cy', 'si', 'vgm'] as const;

function cutoffItems(booking: Booking, zone: string | undefined, text: ReturnType<typeof useText>) {
  return CUTOFFS.map((kind) => {
    const at = booking.cutoffs[kind];
    return {
      key: kind,
      label: text(`shipment.cutoff.${kind}`),
      children: at ? <PortTimeText value={at} zone={zone} /> : text('shipment.cutoff.unknown'),
    };
  });
}

/**
 * The booking the payee confirmed: booking number, carrier, vessel, voyage, ETD and the CY, SI and
 * VGM cut-offs at the port of loading's time, ETA at the port of discharge's, and the containers
 * (FCL) or the cargo (LCL).
 */
export function BookingSection({ shipment }: { shipment: Shipment }) {
  const text = useText();
  const { port } = usePortText();
  const carriers = useDict('carrier');
  const { booking } = shipment;
  if (!booking) return <p className={styles.muted}>{text('shipment.booking.none')}</p>;
  const { polZone, podZone } = shipment;
  const items = [
    {
      key: 'bookingNo',
      label: text('shipment.field.bookingNo'),
      children: <LtrRun>{booking.bookingNo}</LtrRun>,
    },
    {
      key: 'carrier',
      label: text('shipment.field.carrier'),
      children: carriers.labelOf(booking.carrier) || booking.carrier,
    },
    { key: 'vessel', label: text('shipment.field.vessel'), children: <bdi>{booking.vessel}</bdi> },
    { key: 'voyage', label: text('shipment.field.voyage'), children: <bdi>{booking.voyage}</bdi> },
    {
      key: 'etd',
      label: text('shipment.field.etd', { port: port(shipment.pol) }),
      children: <PortTimeText value={booking.etd} zone={polZone} />,
    },
    {
      key: 'eta',
      label: text('shipment.field.eta', { port: port(shipment.pod) }),
      children: <PortTimeText value={booking.eta} zone={podZone} />,
    },
    ...cutoffItems(booking, polZone, text),
    booking.containers.length > 0
      ? {
          key: 'containers',
          label: text('shipment.field.containers'),
          children: (
            <ul className={styles.versions}>
              {booking.containers.map((container) => (
                <li key={container.containerNo}>
                  <LtrRun>
                    {[container.containerNo, container.type, container.sealNo]
                      .filter(Boolean)
                      .join(' · ')}
                  </LtrRun>
                </li>
              ))}
            </ul>
          ),
        }
      : undefined,
    booking.cargo
      ? {
          key: 'cargo',
          label: text('shipment.field.cargo'),
          children: text('shipment.field.cargoValue', { ...booking.cargo }),
        }
      : undefined,
  ].filter((item) => item !== undefined);
  return <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />;
}
