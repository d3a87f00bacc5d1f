import { Button, Form, Input, Space } from 'antd';

import { FormError } from '@/components/form-error';
import { SHIPMENT_LIMITS, type Shipment, type ShipmentDocument } from '@/contract/shipment/types';
import { useText } from '@/lib/i18n/use-text';
import { charLimit } from '@/utils/char-limit';

import { reviewBlDraft } from '../../api';
import { useShipmentWrite } from '../../hooks/use-shipment-write';
import styles from './actions.module.css';

interface DraftReviewProps {
  shipment: Shipment;
  /** The B/L draft, its latest version in review. */
  draft: ShipmentDocument;
  onUpdated: (shipment: Shipment) => void;
}

/**
 * The payer approves the B/L draft's latest version, or asks for changes with a comment (required)
 * that the forwarder answers with a new version.
 */
export function DraftReview({ shipment, draft, onUpdated }: DraftReviewProps) {
  const t = useText();
  const [form] = Form.useForm<{ comment?: string }>();
  const latest = draft.versions.at(-1);
  const approve = useShipmentWrite({
    call: reviewBlDraft,
    fields: [],
    done: t('shipmentForms.review.approved', { version: latest?.version ?? 1 }),
    onUpdated,
  });
  const changes = useShipmentWrite({
    call: reviewBlDraft,
    fields: ['comment'],
    form,
    done: t('shipmentForms.review.changesSent'),
    onUpdated,
  });
  const busy = approve.running || changes.running;
  return (
    <section className={styles.review} aria-labelledby="shipment-draft-review">
      <h3 id="shipment-draft-review" className={styles.subtitle}>
        {t('shipmentForms.review.title', { version: latest?.version ?? 1 })}
      </h3>
      {latest && (
        <p>
          <a href={latest.url} target="_blank" rel="noreferrer">
            {t('shipmentForms.review.open', { name: latest.name, version: latest.version })}
          </a>
        </p>
      )}
      <FormError message={approve.formError ?? changes.formError} />
      <Form
        name="shipmentReview"
        form={form}
        layout="vertical"
        onFinish={({ comment }) =>
          void changes.submit({
            shipmentNo: shipment.shipmentNo,
            decision: 'changes',
            comment: (comment ?? '').trim(),
          })
        }
      >
        <Form.Item
          name="comment"
          label={t('shipmentForms.review.comment')}
          extra={t('shipmentForms.review.commentHint')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('shipmentForms.review.commentRequired'),
            },
          ]}
        >
          <Input.TextArea
            count={charLimit(SHIPMENT_LIMITS.comment, true)}
            autoSize={{ minRows: 2 }}
          />
        </Form.Item>
        <Space wrap>
          <Button
            type="primary"
            loading={approve.running}
            disabled={busy && !approve.running}
            onClick={() =>
              void approve.submit({ shipmentNo: shipment.shipmentNo, decision: 'approve' })
            }
          >
            {t('shipmentForms.review.approve', { version: latest?.version ?? 1 })}
          </Button>
          <Button htmlType="submit" loading={changes.running} disabled={busy && !changes.running}>
            {t('shipmentForms.review.askChanges')}
          </Button>
        </Space>
      </Form>
    </section>
  );
}
