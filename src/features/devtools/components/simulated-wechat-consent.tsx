import { CheckOutlined, WechatOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { DEMO_WECHAT_OPEN_ID, mockWechatCode, randomOpenId } from '../utils/simulated-wechat';
import styles from './wechat-consent.module.css';

type AccountChoice = 'demo' | 'new';

interface SimulatedWechatConsentProps {
  /** Allow gives a code the mock understands; Deny gives none, as WeChat does. */
  onAnswer: (code?: string) => void;
  onClose: () => void;
}

/**
 * WeChat's consent page, simulated in builds with the mock and no app id: open while it is shown
 * (one WeChat login attempt), its texts in the mock-panel area. The page sends the answer back to
 * /login as WeChat would.
 */
export function SimulatedWechatConsent({ onAnswer, onClose }: SimulatedWechatConsentProps) {
  const intl = useIntl();
  const [choice, setChoice] = useState<AccountChoice>('demo');
  // One new WeChat account per attempt: the screen is shown afresh for each.
  const [newOpenId] = useState(randomOpenId);

  const allow = () => onAnswer(mockWechatCode(choice === 'demo' ? DEMO_WECHAT_OPEN_ID : newOpenId));

  return (
    <Modal
      open
      onCancel={onClose}
      title={<FormattedMessage id="mockPanel.wechat.title" />}
      width={420}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={() => onAnswer()}>
            <FormattedMessage id="mockPanel.wechat.deny" />
          </Button>
          <Button type="primary" className={styles.allow} onClick={allow}>
            <FormattedMessage id="mockPanel.wechat.allow" />
          </Button>
        </Flex>
      }
    >
      <Alert type="info" showIcon title={intl.formatMessage({ id: 'mockPanel.wechat.notice' })} />
      <Flex vertical align="center" gap={8} className={styles.app}>
        <WechatOutlined aria-hidden className={styles.icon} />
        <Typography.Text strong>
          <FormattedMessage id="mockPanel.wechat.app" />
        </Typography.Text>
        <Typography.Text type="secondary">
          <CheckOutlined aria-hidden /> <FormattedMessage id="mockPanel.wechat.scope" />
        </Typography.Text>
      </Flex>
      <fieldset className={styles.accounts}>
        <legend className={styles.legend}>
          <FormattedMessage id="mockPanel.wechat.account" />
        </legend>
        <Radio.Group
          value={choice}
          onChange={(event) => setChoice(event.target.value as AccountChoice)}
          className={styles.choices}
          options={[
            { value: 'demo', label: intl.formatMessage({ id: 'mockPanel.wechat.demo' }) },
            { value: 'new', label: intl.formatMessage({ id: 'mockPanel.wechat.new' }) },
          ]}
        />
      </fieldset>
    </Modal>
  );
}
