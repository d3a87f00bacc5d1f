import { Button, Form } from 'antd';

import { FormError } from '@/components/form-error';
import { SectionCard } from '@/components/section-card';
import type { MilestoneKind } from '@/contract/shipment/types';
import { usePortText } from '@/hooks/use-port-text';
import { useText } from '@/lib/i18n/use-text';

import { recordMilestone } from '../../api';
import { useShipmentWrite } from '../../hooks/use-shipment-write';
import { useTimeRule } from '../../hooks/use-time-rule';
import { isExportMilestone, latestMilestone, zoneFor } from '../../utils/shipment-steps';
import { instantOfWall, isoAt } from '../../utils/zone-time';
import { PointFields } from './point-fields';

import type { ShipmentActionsProps } from './actions-props';

interface PointValues {
  at?: string;
  place?: string;
}

/**
 * The next milestone: the payee's one allowed next step, or the payer's confirmation of delivery
 * once the cargo has arrived; its time at the port (not before the latest milestone, not in the
 * future) and place.
 */
export function MilestoneSection({
  kind,
  shipment,
  onUpdated,
}: ShipmentActionsProps & { kind: MilestoneKind }) {
  const t = useText();
  const { port } = usePortText();
  const [form] = Form.useForm<PointValues>();
  const zone = zoneFor(shipment, kind);
  const name = t(`shipmentForms.kind.${kind}`);
  const timeRule = useTimeRule(zone, latestMilestone(shipment));
  const write = useShipmentWrite({
    call: recordMilestone,
    fields: ['at', 'place'],
    form,
    done: t('shipmentForms.milestone.done', { kind: name }),
    onUpdated,
  });
  const payer = shipment.role === 'payer';

  const submit = ({ at, place }: PointValues) => {
    const instant = at ? instantOfWall(zone, at) : undefined;
    if (instant === undefined) return;
    void write.submit({
      shipmentNo: shipment.shipmentNo,
      kind,
      at: isoAt(zone, instant),
      place: (place ?? '').trim(),
    });
  };

  return (
    <SectionCard
      title={t(payer ? 'shipmentForms.milestone.deliverTitle' : 'shipmentForms.milestone.title', {
        kind: name,
      })}
      // Where the focus lands when the milestone before it was just recorded (ActionsPanel).
      tabIndex={-1}
      data-next-milestone=""
    >
      <Form<PointValues> name="shipmentMilestone" form={form} layout="vertical" onFinish={submit}>
        <FormError message={write.formError} />
        <PointFields
          zone={zone}
          port={port(isExportMilestone(kind) ? shipment.pol : shipment.pod)}
          timeRule={timeRule}
        />
        <Button type="primary" htmlType="submit" loading={write.running}>
          {t(payer ? 'shipmentForms.milestone.deliver' : 'shipmentForms.milestone.submit', {
            kind: name,
          })}
        </Button>
      </Form>
    </SectionCard>
  );
}
