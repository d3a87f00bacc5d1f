import { Button, Divider, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { TokenResult } from '@/contract/auth/types';

import { wechatRegisterState } from '../utils/wechat-bind-ticket';
import { WechatBindForm } from './wechat-bind-form';
import styles from './wechat-login.module.css';

interface WechatBindPanelProps {
  bindTicket: string;
  /** WeChat's nickname of the account, to tell the user which one is being bound. */
  nickname: string;
  onLoggedIn: (tokens: TokenResult) => Promise<unknown>;
  /** Back to the login choices. */
  onCancel: () => void;
  /** Starts a new WeChat login. */
  onRestart: () => void;
}

/**
 * After a WeChat return whose account no member has yet: bind an existing account by mobile
 * number and SMS code, or register a new one (the register page receives the bind ticket).
 */
export function WechatBindPanel(props: WechatBindPanelProps) {
  const { bindTicket, nickname, onLoggedIn, onCancel, onRestart } = props;
  const navigate = useNavigate();

  return (
    <section aria-labelledby="wechat-bind-title">
      <Typography.Title level={2} id="wechat-bind-title" className={styles.bindTitle}>
        <FormattedMessage id="wechat.bind.title" />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="wechat.bind.intro" values={{ nickname }} />
      </Typography.Paragraph>
      <WechatBindForm bindTicket={bindTicket} onLoggedIn={onLoggedIn} onRestart={onRestart} />
      <Divider plain>
        <FormattedMessage id="wechat.bind.noAccount" />
      </Divider>
      <Button
        block
        size="large"
        onClick={() => navigate(paths.register.href(), { state: wechatRegisterState(bindTicket) })}
      >
        <FormattedMessage id="wechat.bind.register" />
      </Button>
      <Button type="link" block className={styles.back} onClick={onCancel}>
        <FormattedMessage id="wechat.bind.back" />
      </Button>
    </section>
  );
}
