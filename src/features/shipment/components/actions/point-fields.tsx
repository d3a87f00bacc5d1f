import { Form, Input } from 'antd';
import { useState } from 'react';

import { SHIPMENT_LIMITS } from '@/contract/shipment/types';
import { useText } from '@/lib/i18n/use-text';
import { charLimit } from '@/utils/char-limit';

import { zoneText } from '../../utils/zone-time';
import styles from './actions.module.css';
import { PortTimeField } from './port-time-field';

import type { useTimeRule } from '../../hooks/use-time-rule';

interface PointFieldsProps {
  zone: string;
  /** The port's name, where the place is. */
  port: string;
  timeRule: ReturnType<typeof useTimeRule>;
  /** In a correction each may stay as it was; a new milestone needs both. */
  placeRequired?: boolean;
}

/** When (at the port's time, its zone named) and where a milestone happened. */
export function PointFields({ zone, port, timeRule, placeRequired = true }: PointFieldsProps) {
  const t = useText();
  // The zone's offset now names it (a form is filled in minutes, not across a change of the clocks).
  const [now] = useState(() => Date.now());
  return (
    <div className={styles.row}>
      <Form.Item
        name="at"
        required
        label={t('shipmentForms.time.label', { zone: zoneText(zone, now) })}
        extra={t('shipmentForms.time.hint', { port })}
        rules={[timeRule]}
      >
        <PortTimeField zone={zone} />
      </Form.Item>
      <Form.Item
        name="place"
        label={t('shipmentForms.place.label')}
        extra={t('shipmentForms.place.hint')}
        rules={[
          { required: placeRequired, whitespace: true, message: t('shipmentForms.place.required') },
        ]}
      >
        <Input autoComplete="off" count={charLimit(SHIPMENT_LIMITS.place)} />
      </Form.Item>
    </div>
  );
}
