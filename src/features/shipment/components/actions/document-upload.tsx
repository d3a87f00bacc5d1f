import { Button, Form, Radio } from 'antd';

import { FormError } from '@/components/form-error';
import type { DocumentKind, Shipment } from '@/contract/shipment/types';
import type { UploadResult } from '@/contract/upload/types';
import { useText } from '@/lib/i18n/use-text';

import { addShipmentDocument } from '../../api';
import { useShipmentWrite } from '../../hooks/use-shipment-write';
import { documentOf } from '../../utils/shipment-steps';
import styles from './actions.module.css';
import { DocumentFileField } from './document-file-field';

interface DocumentValues {
  kind: DocumentKind;
  url?: UploadResult;
}

interface DocumentUploadProps {
  shipment: Shipment;
  /** The kinds the reader may add now (the B/L draft only when none is in review or approved). */
  kinds: DocumentKind[];
  onUpdated: (shipment: Shipment) => void;
}

/** A stored file added as a document of the shipment: a new one, or the next version of its kind. */
export function DocumentUpload({ shipment, kinds, onUpdated }: DocumentUploadProps) {
  const t = useText();
  const [form] = Form.useForm<DocumentValues>();
  const kind = Form.useWatch('kind', form) ?? kinds[0];
  const write = useShipmentWrite({
    call: addShipmentDocument,
    fields: ['kind', 'url'],
    form,
    done: t('shipmentForms.documents.done', {
      kind: t(`shipmentForms.document.${kind ?? 'other'}`),
    }),
    onUpdated: (updated) => {
      form.resetFields();
      onUpdated(updated);
    },
  });
  const asked = documentOf(shipment, 'bl_draft');
  const changes =
    kind === 'bl_draft' && asked?.review === 'changes_requested' ? asked.reviews.at(-1) : undefined;

  const submit = ({ kind: chosen, url }: DocumentValues) => {
    if (!url) return;
    void write.submit({
      shipmentNo: shipment.shipmentNo,
      kind: chosen,
      url: url.url,
      name: url.name,
    });
  };

  return (
    <Form<DocumentValues>
      name="shipmentDocument"
      form={form}
      layout="vertical"
      initialValues={{ kind: kinds[0] }}
      onFinish={submit}
      aria-label={t('shipmentForms.documents.add')}
    >
      <h3 className={styles.subtitle}>{t('shipmentForms.documents.add')}</h3>
      <FormError message={write.formError} />
      <Form.Item
        name="kind"
        label={t('shipmentForms.documents.kind')}
        rules={[{ required: true, message: t('shipmentForms.documents.kindRequired') }]}
      >
        <Radio.Group
          aria-label={t('shipmentForms.documents.kind')}
          options={kinds.map((value) => ({ value, label: t(`shipmentForms.document.${value}`) }))}
        />
      </Form.Item>
      {changes?.comment && (
        <p className={styles.hint}>
          {t('shipmentForms.documents.changesAsked', {
            version: changes.version,
            comment: changes.comment,
          })}
        </p>
      )}
      <Form.Item
        name="url"
        label={t('shipmentForms.file.label')}
        rules={[{ required: true, message: t('shipmentForms.file.required') }]}
      >
        <DocumentFileField />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={write.running}>
        {t('shipmentForms.documents.submit')}
      </Button>
    </Form>
  );
}
