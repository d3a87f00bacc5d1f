import type { ContainerType } from '@/contract/common/trade';
import { normalizeContainerNo } from '@/contract/shipment/container-number';
import type { BookingBody, Shipment } from '@/contract/shipment/types';

export interface ContainerValues {
  containerNo?: string;
  type?: ContainerType;
  sealNo?: string;
}

/** The booking form's values: FCL takes the containers, LCL the cargo. */
export interface BookingValues {
  bookingNo?: string;
  sailingId?: string;
  containers?: ContainerValues[];
  cargo?: { packages?: number | null; weightKg?: string; volumeCbm?: string };
}

/** The booking as confirmed so far, or the tendered cargo to start an LCL booking from. */
export function bookingValuesOf(shipment: Shipment): BookingValues {
  const { booking, tendered } = shipment;
  const cargo = booking?.cargo;
  return {
    bookingNo: booking?.bookingNo,
    sailingId: booking?.sailingId,
    containers: booking?.containers.map((container) => ({ ...container })) ?? [],
    cargo: {
      packages: cargo?.packages ?? tendered.packages,
      weightKg: cargo?.weightKg ?? tendered.weightKg,
      volumeCbm: cargo?.volumeCbm ?? tendered.volumeCbm,
    },
  };
}

/** How many containers of each type the order tendered: no more may be booked. */
export function tenderedCounts(shipment: Shipment): Map<ContainerType, number> {
  return new Map(shipment.tendered.containers.map((line) => [line.type, line.quantity]));
}

export function bookingBodyOf(shipment: Shipment, values: BookingValues): BookingBody {
  const base = {
    shipmentNo: shipment.shipmentNo,
    bookingNo: (values.bookingNo ?? '').trim().toUpperCase(),
    sailingId: values.sailingId ?? '',
  };
  if (shipment.shipmentType === 'LCL') {
    return {
      ...base,
      cargo: {
        packages: values.cargo?.packages ?? 0,
        weightKg: (values.cargo?.weightKg ?? '').trim(),
        volumeCbm: (values.cargo?.volumeCbm ?? '').trim(),
      },
    };
  }
  return {
    ...base,
    containers: (values.containers ?? []).map((row) => {
      const sealNo = row.sealNo?.trim();
      return {
        containerNo: normalizeContainerNo(row.containerNo ?? ''),
        type: row.type ?? '',
        ...(sealNo ? { sealNo } : {}),
      };
    }),
  };
}
