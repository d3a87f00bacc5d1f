import { Button, Flex, Form, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import type { MockSettings } from '@/contract/devtools/types';
import { useText } from '@/lib/i18n/use-text';
import { toastError, toastMessage } from '@/lib/request';
import { useDescribeError } from '@/lib/request/use-describe-error';

import { setMockConfig } from '../api';

interface FormValues {
  accessTokenTtl: number;
  refreshTokenTtl: number;
  latencyMin: number;
  latencyMax: number;
  certReviewSeconds: number;
  paymentSeconds: number;
}

/** Token lifetimes, latency, review and payment delays of the mock, for trying expiry, slow answers and certification by hand. */
export function MockSettingsForm({
  settings,
  onSaved,
}: {
  settings: MockSettings;
  onSaved: () => void;
}) {
  const describe = useDescribeError();
  const [saving, setSaving] = useState(false);
  const t = useText();

  const save = async (values: FormValues) => {
    setSaving(true);
    try {
      await setMockConfig({
        accessTokenTtl: values.accessTokenTtl,
        refreshTokenTtl: values.refreshTokenTtl,
        latencyMs: [values.latencyMin, Math.max(values.latencyMin, values.latencyMax)],
        certReviewSeconds: values.certReviewSeconds,
        paymentSeconds: values.paymentSeconds,
      });
      toastMessage('success', { id: 'mockPanel.applied' });
      onSaved();
    } catch (error) {
      toastError(describe(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<FormValues>
      layout="vertical"
      name="mock-settings"
      onFinish={save}
      initialValues={{
        accessTokenTtl: settings.accessTokenTtl,
        refreshTokenTtl: settings.refreshTokenTtl,
        latencyMin: settings.latencyMs[0],
        latencyMax: settings.latencyMs[1],
        certReviewSeconds: settings.certReviewSeconds,
        paymentSeconds: settings.paymentSeconds,
      }}
    >
      <Flex wrap gap="0 16px" align="end">
        <Form.Item
          name="accessTokenTtl"
          label={t('mockPanel.accessTtl')}
          rules={[{ required: true }]}
        >
          <InputNumber controls={false} min={5} max={2_592_000} />
        </Form.Item>
        <Form.Item
          name="refreshTokenTtl"
          label={t('mockPanel.refreshTtl')}
          rules={[{ required: true }]}
        >
          <InputNumber controls={false} min={5} max={31_536_000} />
        </Form.Item>
        <Form.Item label={t('mockPanel.latency')} required>
          <Space.Compact>
            <Form.Item name="latencyMin" noStyle rules={[{ required: true }]}>
              <InputNumber
                controls={false}
                min={0}
                max={20_000}
                style={{ width: 96 }}
                aria-label={t('mockPanel.latencyMin')}
              />
            </Form.Item>
            <Form.Item name="latencyMax" noStyle rules={[{ required: true }]}>
              <InputNumber
                controls={false}
                min={0}
                max={20_000}
                style={{ width: 96 }}
                aria-label={t('mockPanel.latencyMax')}
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="certReviewSeconds"
          label={t('mockPanel.certReview')}
          extra={t('mockPanel.certReviewHint')}
          rules={[{ required: true }]}
        >
          <InputNumber controls={false} min={0} max={86_400} />
        </Form.Item>
        <Form.Item
          name="paymentSeconds"
          label={t('mockPanel.paymentDelay')}
          extra={t('mockPanel.paymentDelayHint')}
          rules={[{ required: true }]}
        >
          <InputNumber controls={false} min={0} max={3_600} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={saving}>
            <FormattedMessage id="mockPanel.apply" />
          </Button>
        </Form.Item>
      </Flex>
    </Form>
  );
}
