import { Alert, Button, Flex, Spin } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { spinAfterDelay } from '@/components/spin-after-delay';

import styles from './wechat-login.module.css';

import type { WechatReturn } from '../hooks/use-wechat-return';

const REFUSALS = {
  mismatch: 'wechat.error.mismatch',
  expired: 'wechat.error.expired',
  denied: 'wechat.error.denied',
} as const;

interface WechatReturnNoticeProps {
  status: WechatReturn;
  /** Starts a new WeChat login. */
  onRetry: () => void;
}

/** On the login card: the WeChat return under way, or why it did not log the user in. */
export function WechatReturnNotice({ status, onRetry }: WechatReturnNoticeProps) {
  const intl = useIntl();

  if (status.kind === 'checking') {
    return (
      <Flex vertical align="center" gap={12} className={styles.checking} role="status">
        <Spin {...spinAfterDelay()} />
        <span>
          <FormattedMessage id="wechat.login.checking" />
        </span>
      </Flex>
    );
  }
  if (status.kind !== 'refused' && status.kind !== 'failed') return null;

  const description =
    status.kind === 'failed'
      ? intl.formatMessage({ id: 'wechat.error.failed' }, { message: status.message })
      : intl.formatMessage({ id: REFUSALS[status.reason] });
  return (
    <Alert
      type={status.kind === 'refused' && status.reason === 'denied' ? 'warning' : 'error'}
      showIcon
      role="alert"
      className={styles.notice}
      title={intl.formatMessage({ id: 'wechat.error.title' })}
      description={
        <>
          <p className={styles.noticeText}>{description}</p>
          <Button size="small" onClick={onRetry}>
            <FormattedMessage id="wechat.login.retry" />
          </Button>
        </>
      }
    />
  );
}
