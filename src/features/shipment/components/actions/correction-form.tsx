import { Button, Form, Input } from 'antd';

import { FormError } from '@/components/form-error';
import { SHIPMENT_LIMITS, type Milestone, type Shipment } from '@/contract/shipment/types';
import { usePortText } from '@/hooks/use-port-text';
import { useText } from '@/lib/i18n/use-text';
import { charLimit } from '@/utils/char-limit';

import { correctMilestone } from '../../api';
import { useShipmentWrite } from '../../hooks/use-shipment-write';
import { useTimeRule } from '../../hooks/use-time-rule';
import { instantOfWall, isoAt, wallAt } from '../../utils/zone-time';
import { PointFields } from './point-fields';

interface CorrectionValues {
  at?: string;
  place?: string;
  reason?: string;
}

interface CorrectionFormProps {
  shipment: Shipment;
  milestone: Milestone;
  previous: Milestone | undefined;
  next: Milestone | undefined;
  onUpdated: (shipment: Shipment) => void;
}

/**
 * A recorded milestone's time and place, as recorded, to correct: the time stays between its
 * neighbours' and not in the future; a correction that changes nothing is refused here.
 */
export function CorrectionForm({
  shipment,
  milestone,
  previous,
  next,
  onUpdated,
}: CorrectionFormProps) {
  const t = useText();
  const { port } = usePortText();
  const [form] = Form.useForm<CorrectionValues>();
  const { zone } = milestone;
  const timeRule = useTimeRule(zone, previous, next);
  const name = t(`shipmentForms.kind.${milestone.kind}`);
  const write = useShipmentWrite({
    call: correctMilestone,
    fields: ['at', 'place', 'reason'],
    form,
    done: t('shipmentForms.correct.done', { kind: name }),
    onUpdated,
  });

  const submit = (values: CorrectionValues) => {
    const instant = values.at ? instantOfWall(zone, values.at) : undefined;
    const place = (values.place ?? '').trim();
    const atChanged = instant !== undefined && instant !== Date.parse(milestone.at);
    const placeChanged = place !== '' && place !== milestone.place;
    if (!atChanged && !placeChanged) {
      form.setFields([{ name: 'at', errors: [t('shipmentForms.correct.unchanged')] }]);
      return;
    }
    const reason = (values.reason ?? '').trim();
    void write.submit({
      shipmentNo: shipment.shipmentNo,
      kind: milestone.kind,
      ...(atChanged && instant !== undefined ? { at: isoAt(zone, instant) } : {}),
      ...(placeChanged ? { place } : {}),
      ...(reason ? { reason } : {}),
    });
  };

  return (
    <Form<CorrectionValues>
      name="shipmentCorrection"
      form={form}
      layout="vertical"
      initialValues={{ at: wallAt(zone, Date.parse(milestone.at)), place: milestone.place }}
      onFinish={submit}
      aria-label={t('shipmentForms.correct.formLabel', { kind: name })}
    >
      <FormError message={write.formError} />
      <PointFields zone={zone} port={port(milestone.port)} timeRule={timeRule} />
      <Form.Item name="reason" label={t('shipmentForms.correct.reason')}>
        <Input.TextArea count={charLimit(SHIPMENT_LIMITS.reason, true)} autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={write.running}>
        {t('shipmentForms.correct.submit', { kind: name })}
      </Button>
    </Form>
  );
}
