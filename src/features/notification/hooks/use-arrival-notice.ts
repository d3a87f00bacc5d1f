import { useLatest } from 'ahooks';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import { inlineEndOf } from '@/lib/i18n/use-inline-end';

import { getNotificationPage } from '../api';
import { notificationText } from '../utils/notification-text';

import type { Arrival } from './use-unread-count';

/** The one toast of arrivals: a later arrival replaces it rather than stacking under it. */
const ARRIVAL_TOAST_KEY = 'notification-arrival';

/**
 * Tells the reader of notifications that arrived in one poll, however many: one polite
 * announcement (returned, for a live region) and one toast, "3 new notifications" with what the
 * newest says. Never a toast per notification.
 */
export function useArrivalNotice(arrival: Arrival | undefined): string {
  // Read when an arrival is told; a language switch alone tells nothing again.
  const intl = useLatest(useIntl());
  const toasts = useLatest(App.useApp().notification);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!arrival) return undefined;
    let live = true;
    const title = intl.current.formatMessage(
      { id: 'notification.arrived' },
      { count: arrival.count },
    );
    const tell = (newest: string | undefined) => {
      if (!live) return;
      setAnnouncement(newest ? `${title}: ${newest}` : title);
      toasts.current.open({
        key: ARRIVAL_TOAST_KEY,
        type: 'info',
        title,
        description: newest,
        placement: inlineEndOf(intl.current.locale) === 'left' ? 'bottomLeft' : 'bottomRight',
      });
    };
    // The newest's text is a nicety: without it the count alone is told.
    getNotificationPage({ current: 1, size: 1 }, { skipErrorToast: true, skipLoginRedirect: true })
      .then((page) => page.records[0])
      .then(
        (newest) => tell(newest && notificationText(intl.current, newest)),
        () => tell(undefined),
      );
    return () => {
      live = false;
    };
  }, [arrival, intl, toasts]);

  return announcement;
}
