import { Button, Form, Input } from 'antd';
import { useState } from 'react';

import { FormError } from '@/components/form-error';
import { SectionCard } from '@/components/section-card';
import { SHIPMENT_LIMITS } from '@/contract/shipment/types';
import { useFocusLanding } from '@/hooks/use-focus-landing';
import { useText } from '@/lib/i18n/use-text';
import { charLimit } from '@/utils/char-limit';

import { useBookingForm } from '../../hooks/use-booking-form';
import styles from './actions.module.css';
import { CargoFields } from './cargo-fields';
import { ContainerFields } from './container-fields';
import { SailingField } from './sailing-field';

import type { BookingValues } from '../../utils/booking-values';
import type { ShipmentActionsProps } from './actions-props';

/** A booking (SO) number as carriers write it: letters, digits and dashes, 6 to 30. */
const BOOKING_NO = /^[A-Za-z0-9][A-Za-z0-9-]{5,29}$/;

/** The payee confirms the booking, or changes it until the cargo is gated in. */
export function BookingSection({ shipment, onUpdated }: ShipmentActionsProps) {
  const t = useText();
  const changing = Boolean(shipment.booking);
  // A confirmed booking is changed now and then (a rolled sailing, the containers known at the
  // pick-up): its form, with every open sailing of the lane, waits behind a button till asked for.
  const [open, setOpen] = useState(!changing);
  const booking = useBookingForm(shipment, (updated) => {
    setOpen(false);
    onUpdated(updated);
  });
  // The form and its button take each other's place (a saved booking closes the form, "change"
  // opens it): the control pressed goes, and the focus would drop to the page. It lands on the
  // section instead, whose title says what is there now; Tab goes on from it.
  const focus = useFocusLanding<HTMLDivElement>(open);
  if (!open) {
    return (
      <SectionCard title={t('shipmentForms.booking.changeTitle')} tabIndex={-1} {...focus}>
        <Button aria-expanded={false} onClick={() => setOpen(true)}>
          {t('shipmentForms.booking.open')}
        </Button>
      </SectionCard>
    );
  }
  return (
    <SectionCard
      title={t(changing ? 'shipmentForms.booking.changeTitle' : 'shipmentForms.booking.title')}
      tabIndex={-1}
      {...focus}
    >
      <Form<BookingValues>
        name="shipmentBooking"
        form={booking.form}
        layout="vertical"
        initialValues={booking.initialValues}
        onFinish={(values) => void booking.submit(values)}
        scrollToFirstError={{ block: 'center', focus: true }}
      >
        <FormError message={booking.formError} />
        <Form.Item
          name="bookingNo"
          label={t('shipmentForms.booking.no')}
          extra={t('shipmentForms.booking.noHint')}
          rules={[
            { required: true, whitespace: true, message: t('shipmentForms.booking.noRequired') },
            { pattern: BOOKING_NO, message: t('shipmentForms.booking.noInvalid') },
          ]}
          className={styles.short}
        >
          <Input autoComplete="off" count={charLimit(SHIPMENT_LIMITS.bookingNo)} />
        </Form.Item>
        <SailingField shipment={shipment} sailings={booking.sailings} />
        {shipment.shipmentType === 'FCL' ? (
          <ContainerFields shipment={shipment} />
        ) : (
          <CargoFields />
        )}
        <Button type="primary" htmlType="submit" loading={booking.running}>
          {t(changing ? 'shipmentForms.booking.change' : 'shipmentForms.booking.submit')}
        </Button>
      </Form>
    </SectionCard>
  );
}
