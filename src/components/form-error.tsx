import { Alert } from 'antd';

import styles from './form-error.module.css';

import type { ReactNode } from 'react';

/** Why a form's last submit failed, above its fields; nothing when it did not fail. */
export function FormError({ message }: { message: ReactNode }) {
  if (!message) return null;
  return <Alert type="error" showIcon role="alert" title={message} className={styles.error} />;
}
