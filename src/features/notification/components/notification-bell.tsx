import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';

import type { Notification } from '@/contract/notification/types';
import { useRequest } from '@/hooks/use-request';
import { useText } from '@/lib/i18n/use-text';
import { tabStopAfter, tabStopsIn } from '@/utils/focus';

import { getNotificationPage } from '../api';
import { useArrivalNotice } from '../hooks/use-arrival-notice';
import { useReadNotifications } from '../hooks/use-read-notifications';
import { useUnreadCount } from '../hooks/use-unread-count';
import styles from './notification-bell.module.css';
import { NotificationPanel } from './notification-panel';

/** How many notifications the bell's panel shows; the full list has the rest. */
export const PANEL_SIZE = 5;

/**
 * The member's bell in the header: the unread count (in its name too), a polite announcement of
 * what arrives, and a panel of the latest notifications. The panel opens on click or Enter, moves
 * focus into itself, and closes on Escape (focus back on the bell), outside, a followed link, or
 * Tab past its last stop (focus on the next header control); Shift+Tab from its top is the bell.
 */
export function NotificationBell({ memberId }: { memberId: string }) {
  const text = useText();
  const panelId = useId();
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const { count, failed, arrival } = useUnreadCount(memberId);
  const announcement = useArrivalNotice(arrival);

  const latest = useRequest(
    () => getNotificationPage({ current: 1, size: PANEL_SIZE }, { skipErrorToast: true }),
    { manual: true, onError: () => undefined },
  );
  const { refresh: refreshLatest, mutate: mutateLatest } = latest;
  const reading = useReadNotifications();
  // The panel's list is read only while it is open: the one the member opens is shown read at
  // once, or the panel opened next would offer it as unread (and its link in place of a newer one
  // of the same words) until the list is read again.
  const openNotification = (notification: Notification) => {
    reading.open(notification);
    mutateLatest((page) =>
      page
        ? {
            ...page,
            records: page.records.map((item) =>
              item.id === notification.id ? { ...item, read: true } : item,
            ),
          }
        : page,
    );
  };

  // The panel shows what the count says: read again when it opens and when the count changes.
  useEffect(() => {
    if (open) refreshLatest();
  }, [open, count, refreshLatest]);

  useEffect(() => {
    if (!open) return undefined;
    const focusPanel = requestAnimationFrame(() => panelRef.current?.focus());
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        bellRef.current?.focus();
        return;
      }
      if (event.key === 'Tab') leavePanel(event);
    };
    // The panel is drawn at the end of the page, not after the bell: Tab past its last stop goes
    // on to the header control after the bell (the panel closes), Shift+Tab from its first stop
    // goes back to the bell, as they would if the panel followed the bell.
    const leavePanel = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      const bell = bellRef.current;
      const active = document.activeElement;
      if (!panel || !bell || !(active instanceof HTMLElement) || !panel.contains(active)) return;
      const stops = tabStopsIn(panel);
      if (event.shiftKey) {
        if (active !== panel && active !== stops[0]) return;
        event.preventDefault();
        bell.focus();
        return;
      }
      if (stops.length > 0 && active !== stops.at(-1)) return;
      event.preventDefault();
      const next = tabStopAfter(bell, panel);
      setOpen(false);
      (next ?? bell).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(focusPanel);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <span className={styles.bell}>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        // Centred under the bell and shifted to stay on screen (antd shifts 'bottom', not
        // 'bottomRight'): on a phone the panel is wider than the room left of the bell.
        placement="bottom"
        arrow={false}
        destroyOnHidden
        content={
          <NotificationPanel
            id={panelId}
            ref={panelRef}
            latest={latest}
            unread={count ?? 0}
            onOpen={openNotification}
            onReadAll={() => void reading.readAll()}
            readingAll={reading.readingAll}
            onNavigate={() => setOpen(false)}
          />
        }
      >
        <Button
          ref={bellRef}
          type="text"
          aria-label={
            count !== undefined
              ? text('notification.bell.label', { count })
              : text(failed ? 'notification.bell.unknown' : 'notification.bell.loading')
          }
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-haspopup="dialog"
          icon={
            <Badge count={count ?? 0} size="small" overflowCount={99} aria-hidden>
              <BellOutlined className={styles.icon} />
            </Badge>
          }
        />
      </Popover>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </span>
  );
}
