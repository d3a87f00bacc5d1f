import { Form, Input, Modal } from 'antd';

import { FormError } from '@/components/form-error';
import { SHIPMENT_LIMITS, type Milestone, type Shipment } from '@/contract/shipment/types';
import { useText } from '@/lib/i18n/use-text';
import { charLimit } from '@/utils/char-limit';

import { correctMilestone } from '../../api';
import { useShipmentWrite } from '../../hooks/use-shipment-write';

interface WithdrawDialogProps {
  open: boolean;
  shipment: Shipment;
  /** The latest milestone, the one withdrawn. */
  milestone: Milestone;
  onClose: () => void;
  onUpdated: (shipment: Shipment) => void;
}

/**
 * Confirms withdrawing the latest milestone: the shipment steps back to the one before, and the
 * reason (required) is kept with the correction and sent to the payer.
 */
export function WithdrawDialog({
  open,
  shipment,
  milestone,
  onClose,
  onUpdated,
}: WithdrawDialogProps) {
  const t = useText();
  const [form] = Form.useForm<{ reason: string }>();
  const kind = t(`shipmentForms.kind.${milestone.kind}`);
  const previous = shipment.milestones.at(-2);
  const write = useShipmentWrite({
    call: correctMilestone,
    fields: ['reason'],
    form,
    done: t('shipmentForms.withdraw.done', { kind }),
    onUpdated: (updated) => {
      onClose();
      onUpdated(updated);
    },
  });
  return (
    <Modal
      open={open}
      title={t('shipmentForms.withdraw.title', { kind })}
      okText={t('shipmentForms.withdraw.confirm')}
      okButtonProps={{ danger: true, loading: write.running }}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <p>
        {t('shipmentForms.withdraw.effect', {
          kind,
          previous: previous ? t(`shipmentForms.kind.${previous.kind}`) : '-',
        })}
      </p>
      <Form
        name="shipmentWithdrawal"
        form={form}
        layout="vertical"
        onFinish={({ reason }) =>
          void write.submit({
            shipmentNo: shipment.shipmentNo,
            kind: milestone.kind,
            withdraw: true,
            reason: reason.trim(),
          })
        }
      >
        <FormError message={write.formError} />
        <Form.Item
          name="reason"
          label={t('shipmentForms.withdraw.reason')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('shipmentForms.withdraw.reasonRequired'),
            },
          ]}
        >
          <Input.TextArea
            count={charLimit(SHIPMENT_LIMITS.reason, true)}
            autoSize={{ minRows: 2 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
