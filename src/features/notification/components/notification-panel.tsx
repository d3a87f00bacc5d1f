import { Empty } from 'antd';
import { Link } from 'react-router-dom';

import { KeepFocusButton } from '@/components/keep-focus-button';
import { LoadingOrFailed, type LoadRequest } from '@/components/loading-or-failed';
import { paths } from '@/config/paths';
import type { Page } from '@/contract/http';
import type { Notification } from '@/contract/notification/types';
import { useText } from '@/lib/i18n/use-text';

import { NotificationItem } from './notification-item';
import styles from './notification-panel.module.css';

import type { Ref } from 'react';

interface NotificationPanelProps {
  id: string;
  /** The panel itself, focused when it opens. */
  ref?: Ref<HTMLDivElement>;
  latest: LoadRequest<Page<Notification>>;
  unread: number;
  onOpen: (notification: Notification) => void;
  onReadAll: () => void;
  readingAll: boolean;
  /** A link of the panel was followed: it closes. */
  onNavigate: () => void;
}

/** The bell's panel: the latest notifications (unread marked), mark all read, and the full list. */
export function NotificationPanel(props: NotificationPanelProps) {
  const { id, ref, latest, unread, onOpen, onReadAll, readingAll, onNavigate } = props;
  const text = useText();
  const titleId = `${id}-title`;
  return (
    <div id={id} ref={ref} role="dialog" aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {text('notification.panel.title')}
        </h2>
        <KeepFocusButton
          type="link"
          size="small"
          off={unread === 0}
          loading={readingAll}
          onClick={onReadAll}
        >
          {text('notification.markAllRead')}
        </KeepFocusButton>
      </div>
      <div className={styles.body}>
        <LoadingOrFailed request={latest} failedId="notification.panel.failed">
          {(page) =>
            page.records.length === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={text('notification.panel.empty')}
              />
            ) : (
              <ul className={styles.list}>
                {page.records.map((notification) => (
                  <li key={notification.id}>
                    <NotificationItem
                      notification={notification}
                      onOpen={(opened) => {
                        onOpen(opened);
                        onNavigate();
                      }}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </LoadingOrFailed>
      </div>
      <div className={styles.foot}>
        <Link to={paths.user.notifications.href()} onClick={onNavigate}>
          {text('notification.viewAll')}
        </Link>
      </div>
    </div>
  );
}
