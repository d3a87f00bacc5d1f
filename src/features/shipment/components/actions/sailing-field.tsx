import { Alert, Form, Radio, Skeleton } from 'antd';

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
function SailingOption({ sailing }: { sailing: Sailing }) {
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
            </span>
          );
        })}
      </span>
    </span>
  );
}

/**
 * The sailing to book, among the lane's sailings whose CY cut-off is still ahead; says so plainly
 * when the lane has none, and a failed load with a retry.
 */
export function SailingField({ shipment, sailings }: SailingFieldProps) {
  const t = useText();
  const { lane } = usePortText();
  const label = t('shipmentForms.sailing.label');
  const booked = shipment.booking;
  let body;
  if (sailings.error) {
    body = (
      <RetryAlert
        title={t('shipmentForms.sailing.loadFailed')}
        error={sailings.error}
        onRetry={sailings.refresh}
        retrying={sailings.loading}
      />
    );
  } else if (!sailings.data) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (sailings.data.length === 0) {
    body = (
      <Alert
        type="warning"
        showIcon
        title={t('shipmentForms.sailing.none', { lane: lane(shipment.pol, shipment.pod) })}
      />
    );
  }
  return (
    <Form.Item
      label={label}
      required
      extra={
        booked
          ? t('shipmentForms.sailing.current', { vessel: booked.vessel, voyage: booked.voyage })
          : t('shipmentForms.sailing.hint')
      }
    >
      {body}
      {/* Inside the labelled item: its refusal shows there, whatever the list shows. */}
      <Form.Item
        name="sailingId"
        noStyle
        rules={[{ required: true, message: t('shipmentForms.sailing.required') }]}
      >
        <Radio.Group aria-label={label} className={styles.sailings}>
          {(body ? [] : (sailings.data ?? [])).map((sailing) => (
            <Radio key={sailing.id} value={sailing.id} className={styles.sailingRadio}>
              <SailingOption sailing={sailing} />
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
    </Form.Item>
  );
}
