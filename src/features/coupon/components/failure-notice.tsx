import { Alert } from 'antd';

import styles from './offers.module.css';

import type { ReactNode } from 'react';

interface FailureNoticeProps {
  /** What failed, naming the coupon. */
  title: string;
  /** Why, in the server's words (sold out, paused …) or a generic one (offline, timeout). */
  message: string;
  onClose: () => void;
  /** What can be done about it (Retry, Edit). */
  action?: ReactNode;
}

/**
 * Something done to a coupon or a template that failed (a claim, a purchase, a status change),
 * above the list (which reloads), until dismissed.
 */
export function FailureNotice({ title, message, onClose, action }: FailureNoticeProps) {
  return (
    <Alert
      className={styles.notice}
      type="error"
      showIcon
      role="alert"
      title={title}
      description={message}
      closable={{ onClose }}
      action={action}
    />
  );
}
