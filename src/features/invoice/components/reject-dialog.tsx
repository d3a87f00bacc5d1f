import { Form, Input, Modal } from 'antd';

import { INVOICE_LIMITS } from '@/contract/invoice/limits';
import { useText } from '@/lib/i18n/use-text';
import { charLimit } from '@/utils/char-limit';

interface RejectDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** Asks the payee why an application is rejected; the reason is shown to the applicant. */
export function RejectDialog({ open, busy, onCancel, onReject }: RejectDialogProps) {
  const text = useText();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={text('invoice.records.rejectTitle')}
      okText={text('invoice.records.reject')}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={text('common.cancel')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ reason }) => onReject(reason.trim())}>
        <Form.Item
          name="reason"
          label={text('invoice.records.rejectReason')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: text('invoice.records.rejectReasonRequired'),
            },
          ]}
        >
          <Input.TextArea
            count={charLimit(INVOICE_LIMITS.reason, true)}
            autoSize={{ minRows: 2 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
