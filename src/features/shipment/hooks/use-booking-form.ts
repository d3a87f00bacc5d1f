import { Form } from 'antd';
import { useMemo } from 'react';

import type { Shipment } from '@/contract/shipment/types';
import { useText } from '@/lib/i18n/use-text';

import { bookShipment } from '../api';
import { bookingBodyOf, bookingValuesOf, type BookingValues } from '../utils/booking-values';
import { useLaneSailings } from './use-lane-sailings';
import { useShipmentWrite } from './use-shipment-write';

const BOOKING_FIELDS = ['bookingNo', 'sailingId', 'containers.', 'cargo.'];

/**
 * The booking form of the payee: its values (the booking so far), the lane's open sailings and
 * the write, a refusal shown at the field it names (`containers.1.containerNo`, `cargo.weightKg`).
 */
export function useBookingForm(shipment: Shipment, onUpdated: (shipment: Shipment) => void) {
  const text = useText();
  const [form] = Form.useForm<BookingValues>();
  const sailings = useLaneSailings(shipment.pol, shipment.pod);
  const initialValues = useMemo(() => bookingValuesOf(shipment), [shipment]);
  const write = useShipmentWrite({
    call: bookShipment,
    fields: BOOKING_FIELDS,
    form,
    done: text(shipment.booking ? 'shipmentForms.booking.changed' : 'shipmentForms.booking.done'),
    onUpdated,
  });
  const submit = (values: BookingValues) => write.submit(bookingBodyOf(shipment, values));
  return {
    form,
    sailings,
    initialValues,
    submit,
    running: write.running,
    formError: write.formError,
  };
}
