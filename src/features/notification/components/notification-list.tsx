import { Button, Checkbox, Empty } from 'antd';

import { LazySelect } from '@/components/lazy-select';
import { PagedResults, resultsPage } from '@/components/paged-results';
import { NOTIFICATION_GROUPS, type NotificationGroup } from '@/contract/notification/types';
import { useText } from '@/lib/i18n/use-text';

import { useNotificationPage } from '../hooks/use-notification-page';
import { useReadNotifications } from '../hooks/use-read-notifications';
import { NotificationItem } from './notification-item';
import styles from './notification-list.module.css';

const GROUPS = Object.keys(NOTIFICATION_GROUPS) as NotificationGroup[];

interface NotificationListProps {
  group: NotificationGroup | undefined;
  unread: boolean;
  current: number;
  /** A new filter (back to page 1) or another page. */
  onSearch: (change: { group?: NotificationGroup; unread?: boolean; current?: number }) => void;
}

/**
 * My notifications, newest first, filtered by group and to the unread (the filters and the page in
 * the address): read and unread told apart, each opening its subject and marked read as it opens;
 * mark all read (of the group shown, when one is).
 */
export function NotificationList({ group, unread, current, onSearch }: NotificationListProps) {
  const text = useText();
  const page = useNotificationPage(group, unread, current);
  const reading = useReadNotifications(page.refresh);

  const toolbar = (
    <div className={styles.filters}>
      <LazySelect<NotificationGroup | 'all'>
        aria-label={text('notification.filter.group')}
        className={styles.group}
        value={group ?? 'all'}
        options={[
          { value: 'all', label: text('notification.group.all') },
          ...GROUPS.map((value) => ({ value, label: text(`notification.group.${value}`) })),
        ]}
        onChange={(value) =>
          onSearch({ group: value === 'all' ? undefined : value, unread, current: 1 })
        }
      />
      <Checkbox
        checked={unread}
        onChange={(event) => onSearch({ group, unread: event.target.checked, current: 1 })}
      >
        {text('notification.filter.unreadOnly')}
      </Checkbox>
      <Button loading={reading.readingAll} onClick={() => void reading.readAll(group)}>
        {text('notification.markAllRead')}
      </Button>
    </div>
  );

  return (
    <PagedResults
      {...resultsPage(page, (next) => onSearch({ group, unread, current: next }))}
      messages="notification.list"
      layout="column"
      toolbar={toolbar}
      empty={
        <Empty
          description={text(unread ? 'notification.list.emptyUnread' : 'notification.list.empty')}
        />
      }
      itemKey={(notification) => notification.id}
      renderItem={(notification) => (
        <NotificationItem notification={notification} onOpen={reading.open} />
      )}
    />
  );
}
