import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { FormattedMessage } from 'react-intl';

import styles from './load-failure.module.css';

import type { ReactNode } from 'react';

interface LoadFailureProps {
  kind: 'error' | 'warning';
  /** What could not be shown ('The navigation menu did not load'). */
  title: string;
  /** What failed and what it means for the user, a line each. */
  lines: readonly string[];
  /** Retry, or Reload. */
  action: ReactNode;
  /** With it, a close button gives up on what failed. */
  onClose?: () => void;
  /** Over the page at the top, where toasts appear (for a toast or dialog that failed). */
  floating?: boolean;
}

/**
 * A load that failed, said in the shell's own markup: the header's drawer, the toasts' and dialogs'
 * code and the storage's cipher fail where antd's Alert (about 3 KB compressed, and the code of its
 * closing motion) is not loaded, and is kept out of every first visit (docs/performance.md).
 * Looks like antd's Alert with a description; announced to screen readers. The close button is a
 * word, not an icon: an icon's drawing would weigh on every first visit too.
 */
export function LoadFailure({ kind, title, lines, action, onClose, floating }: LoadFailureProps) {
  return (
    <div
      role="alert"
      className={`${styles.failure} ${styles[kind]} ${floating ? styles.floating : ''}`}
    >
      <span className={styles.icon} aria-hidden>
        {kind === 'error' ? <CloseCircleFilled /> : <ExclamationCircleFilled />}
      </span>
      <div className={styles.body}>
        <div className={styles.title}>{title}</div>
        {lines.map((line) => (
          <div key={line} className={styles.line}>
            {line}
          </div>
        ))}
      </div>
      <div className={styles.actions}>
        {action}
        {onClose && (
          <Button type="text" size="small" onClick={onClose}>
            <FormattedMessage id="layout.notice.close" />
          </Button>
        )}
      </div>
    </div>
  );
}
