import { Alert } from 'antd';

import styles from './offers.module.css';

interface FailureNoticeProps {
  /** What failed, naming the coupon. */
  title: string;
  /** Why, in the server's words (sold out, paused …) or a generic one (offline, timeout). */
  message: string;
  onClose: () => void;
}

/** A claim or purchase that failed, above the list (which reloads), until dismissed. */
export function FailureNotice({ title, message, onClose }: FailureNoticeProps) {
  return (
    <Alert
      className={styles.notice}
      type="error"
      showIcon
      role="alert"
      title={title}
      description={message}
      closable={{ onClose }}
    />
  );
}
