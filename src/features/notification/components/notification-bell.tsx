import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useEffect, useId, useRef } from 'react';

import type { Notification } from '@/contract/notification/types';
import { useOpenAfterPaint } from '@/hooks/use-open-after-paint';
import { useRequest } from '@/hooks/use-request';
import { useText } from '@/lib/i18n/use-text';

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
 * what arrives, and a panel of the latest notifications, drawn right after the bell (placed by CSS
 * alone: no popup to align) in the frame after the press, which paints the bell first. The panel
 * opens on click or Enter, moves focus into itself, and closes on Escape (focus back on the bell),
 * a press outside, a followed link, or the focus leaving it (Tab past its last stop goes on to the
 * next header control).
 */
export function NotificationBell({ memberId }: { memberId: string }) {
  const text = useText();
  const panelId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { open, change: setOpen } = useOpenAfterPaint(false);
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
      if (event.key !== 'Escape') return;
      setOpen(false);
      bellRef.current?.focus();
    };
    // A press anywhere but the bell and its panel closes it, and so does the focus reaching another
    // tab stop of the page: the panel follows the bell in the page, so Tab and Shift+Tab move
    // through it in the header's order, and Tab past its last stop goes on to the next header
    // control. A focus the app moves itself (to a page arriving, tabindex -1) leaves it open.
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node) || !rootRef.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (
        outside(event.target) &&
        event.target instanceof HTMLElement &&
        event.target.tabIndex >= 0
      )
        setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(focusPanel);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, setOpen]);

  return (
    <span ref={rootRef} className={styles.bell}>
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
        onClick={() => setOpen(!open)}
        icon={
          <Badge count={count ?? 0} size="small" overflowCount={99} aria-hidden>
            <BellOutlined className={styles.icon} />
          </Badge>
        }
      />
      {open && (
        <div className={styles.popup}>
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
        </div>
      )}
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </span>
  );
}
