import { WechatOutlined } from '@ant-design/icons';
import { Button, Divider } from 'antd';
import { FormattedMessage } from 'react-intl';

import styles from './wechat-login.module.css';

interface WechatLoginButtonProps {
  onClick: () => void;
  disabled?: boolean;
}

/** The 'WeChat' choice under the password form. */
export function WechatLoginButton({ onClick, disabled }: WechatLoginButtonProps) {
  return (
    <div className={styles.choice}>
      <Divider plain>
        <FormattedMessage id="wechat.login.divider" />
      </Divider>
      <Button
        block
        size="large"
        icon={<WechatOutlined aria-hidden className={styles.wechatIcon} />}
        onClick={onClick}
        disabled={disabled}
      >
        <FormattedMessage id="wechat.login.button" />
      </Button>
    </div>
  );
}
