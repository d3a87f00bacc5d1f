import { Alert, Form, Radio, type RadioGroupProps } from 'antd';
import { useEffect, useState } from 'react';

import { LoadingSkeleton } from '@/components/loading-skeleton';
import { RetryAlert } from '@/components/retry-alert';
import { CUTOFF_KINDS, type Sailing } from '@/contract/schedule/types';
import type { Shipment } from '@/contract/shipment/types';
import { usePortText } from '@/hooks/use-port-text';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';

import styles from './actions.module.css';
import { ZoneTimeText } from './zone-time-text';

import type { useLaneSailings } from '../../hooks/use-lane-sailings';

interface SailingFieldProps {
  shipment: Shipment;
  sailings: ReturnType<typeof useLaneSailings>;
}

/** One sailing as an option: carrier, vessel and voyage, ETD and ETA, the cut-offs, each at its port's time. */
function SailingOption({ sailing, now }: { sailing: Sailing; now: number }) {
  const t = useText();
  const carriers = useDict('carrier');
  return (
    <span className={styles.sailing}>
      <span className={styles.sailingHead}>
        {t('shipmentForms.sailing.name', {
          carrier: carriers.labelOf(sailing.carrier) || sailing.carrier,
          vessel: sailing.vessel,
          voyage: sailing.voyage,
        })}
      </span>
      <span className={styles.facts}>
        <span>
          {t('shipmentForms.sailing.etd')} <ZoneTimeText value={sailing.etd} />
        </span>
        <span>
          {t('shipmentForms.sailing.eta')} <ZoneTimeText value={sailing.eta} />
        </span>
      </span>
      <span className={styles.facts}>
        {CUTOFF_KINDS.map((kind) => {
          const at = sailing.cutoffs[kind];
          return (
            <span key={kind}>
              {t(`shipmentForms.cutoff.${kind}`)}{' '}
              {at ? <ZoneTimeText value={at} /> : t('shipmentForms.cutoff.unknown')}
              {at && Date.parse(at) <= now && ` ${t('shipmentForms.cutoff.passed')}`}
            </span>
          );
        })}
      </span>
    </span>
  );
}

interface SailingChoiceProps extends SailingFieldProps {
  label: string;
  /** Given by Form.Item: the chosen sailing's id, its setter, and the control's id and ARIA state. */
  value?: string;
  onChange?: RadioGroupProps['onChange'];
  id?: string;
}

/** The open sailings as radio options, or why there are none to choose (loading, failed, none). */
function SailingChoice({ shipment, sailings, label, ...control }: SailingChoiceProps) {
  const t = useText();
  const { lane } = usePortText();
  // An SI or VGM cut-off may have passed on a sailing still open (its CY cut-off ahead): said so.
  const [now] = useState(() => Date.now());
  if (sailings.error) {
    return (
      <RetryAlert
        title={t('shipmentForms.sailing.loadFailed')}
        error={sailings.error}
        onRetry={sailings.refresh}
        retrying={sailings.loading}
      />
    );
  }
  if (!sailings.data) return <LoadingSkeleton rows={3} />;
  if (sailings.data.length === 0) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('shipmentForms.sailing.none', { lane: lane(shipment.pol, shipment.pod) })}
      />
    );
  }
  return (
    <Radio.Group {...control} aria-label={label} className={styles.sailings}>
      {sailings.data.map((sailing) => (
        <Radio key={sailing.id} value={sailing.id} className={styles.sailingRadio}>
          <SailingOption sailing={sailing} now={now} />
        </Radio>
      ))}
    </Radio.Group>
  );
}

/**
 * The sailing to book, among the lane's sailings whose CY cut-off is still ahead; says so plainly
 * when the lane has none, and a failed load with a retry.
 */
export function SailingField({ shipment, sailings }: SailingFieldProps) {
  const t = useText();
  const form = Form.useFormInstance();
  const open = sailings.data;
  // A booked sailing no longer open (its CY cut-off passed: the cargo is rolled) is no choice.
  useEffect(() => {
    const chosen = form.getFieldValue('sailingId') as string | undefined;
    if (open && chosen && !open.some((sailing) => sailing.id === chosen)) {
      form.setFieldValue('sailingId', undefined);
    }
  }, [form, open]);
  const label = t('shipmentForms.sailing.label');
  const booked = shipment.booking;
  return (
    <Form.Item
      name="sailingId"
      label={label}
      rules={[{ required: true, message: t('shipmentForms.sailing.required') }]}
      extra={
        booked
          ? t('shipmentForms.sailing.current', { vessel: booked.vessel, voyage: booked.voyage })
          : t('shipmentForms.sailing.hint')
      }
    >
      <SailingChoice shipment={shipment} sailings={sailings} label={label} />
    </Form.Item>
  );
}
