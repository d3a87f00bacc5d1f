import { CheckOutlined, WechatOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Radio, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

import { wechatConfig } from '@/config/wechat';

import { mockWechatCode, randomOpenId, wechatReturnHref } from '../utils/wechat-authorize';
import styles from './wechat-login.module.css';

import type { PendingWechatLogin } from '../utils/wechat-state';

type AccountChoice = 'demo' | 'new';

interface WechatConsentModalProps {
  /** The login waiting for consent; the modal is open while it is set. */
  pending: PendingWechatLogin | undefined;
  onClose: () => void;
}

/**
 * WeChat's consent page, simulated for mock mode (no app id): Allow returns to /login with a code
 * the mock understands and the state; Deny returns with the state only, as WeChat does.
 */
export function WechatConsentModal({ pending, onClose }: WechatConsentModalProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<AccountChoice>('demo');
  // One new WeChat account per attempt.
  const newOpenId = useMemo(() => (pending ? randomOpenId() : ''), [pending]);

  const leave = (code?: string) => {
    if (!pending) return;
    onClose();
    navigate(wechatReturnHref(pending.state, code));
  };
  const allow = () =>
    leave(mockWechatCode(choice === 'demo' ? wechatConfig.demoOpenId : newOpenId));

  return (
    <Modal
      open={pending !== undefined}
      onCancel={onClose}
      title={<FormattedMessage id="wechat.consent.title" />}
      width={420}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={() => leave()}>
            <FormattedMessage id="wechat.consent.deny" />
          </Button>
          <Button type="primary" className={styles.allow} onClick={allow}>
            <FormattedMessage id="wechat.consent.allow" />
          </Button>
        </Flex>
      }
    >
      <Alert type="info" showIcon title={intl.formatMessage({ id: 'wechat.consent.notice' })} />
      <Flex vertical align="center" gap={8} className={styles.consentApp}>
        <WechatOutlined aria-hidden className={styles.consentIcon} />
        <Typography.Text strong>
          <FormattedMessage id="wechat.consent.app" />
        </Typography.Text>
        <Typography.Text type="secondary">
          <CheckOutlined aria-hidden /> <FormattedMessage id="wechat.consent.scope" />
        </Typography.Text>
      </Flex>
      <fieldset className={styles.accounts}>
        <legend className={styles.legend}>
          <FormattedMessage id="wechat.consent.account" />
        </legend>
        <Radio.Group
          value={choice}
          onChange={(event) => setChoice(event.target.value as AccountChoice)}
          className={styles.choices}
          options={[
            { value: 'demo', label: intl.formatMessage({ id: 'wechat.consent.demo' }) },
            { value: 'new', label: intl.formatMessage({ id: 'wechat.consent.new' }) },
          ]}
        />
      </fieldset>
    </Modal>
  );
}
