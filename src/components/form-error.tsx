import { Alert, Button } from 'antd';
import { FormattedMessage } from 'react-intl';

import styles from './form-error.module.css';

import type { ReactNode } from 'react';

interface FormErrorProps {
  /** Why the last submit failed; nothing is shown without it. */
  message: ReactNode;
  /** Offers to send the same values again (a small Retry button). */
  onRetry?: () => void;
  /** Another way on, in place of Retry (e.g. start again). */
  action?: ReactNode;
}

/** Why a form's last submit failed, above its fields or its buttons; nothing when it did not fail. */
export function FormError({ message, onRetry, action }: FormErrorProps) {
  if (!message) return null;
  const retry = onRetry && (
    <Button size="small" onClick={onRetry}>
      <FormattedMessage id="common.retry" />
    </Button>
  );
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={message}
      action={action ?? retry}
      className={styles.error}
    />
  );
}
