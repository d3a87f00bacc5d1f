import { PageContainer } from '@/components/page-container';
import { Tabs } from '@/components/tabs';
import { NotificationList } from '@/features/notification/components/notification-list';
import { PreferencesPart } from '@/features/notification/components/preferences-part';
import {
  formatNotificationSearch,
  parseNotificationSearch,
  type NotificationView,
} from '@/features/notification/utils/notification-search';
import { FIRST_PAGE, useUrlSearch } from '@/hooks/use-url-search';
import { useText } from '@/lib/i18n/use-text';

/**
 * /user/notifications (beyond the original route list): the member's notifications, filtered by
 * group and to the unread, paged (all in the address: `group`, `unread=1`, `page`), each opening
 * its subject; and, in a second view (`view=preferences`), how they are delivered.
 */
export default function NotificationsPage() {
  const text = useText();
  const { search, setSearch, update } = useUrlSearch(
    parseNotificationSearch,
    formatNotificationSearch,
    FIRST_PAGE,
  );

  return (
    <PageContainer
      titleId="menu.user.notifications"
      descriptionId="pages.user.notifications.description"
    >
      <Tabs
        activeKey={search.view}
        onChange={(key) => update({ view: key as NotificationView })}
        destroyOnHidden
        aria-label={text('notification.tabs')}
        items={[
          {
            key: 'list',
            label: text('notification.tab.list'),
            children: (
              <NotificationList
                group={search.group}
                unread={search.unread}
                current={search.current}
                onSearch={(change) => setSearch({ ...search, ...change })}
              />
            ),
          },
          {
            key: 'preferences',
            label: text('notification.tab.preferences'),
            children: <PreferencesPart />,
          },
        ]}
      />
    </PageContainer>
  );
}
