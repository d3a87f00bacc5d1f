/** Paths of the notification calls (under API_PREFIX); all are the logged-in member's own. */
export const NotificationApi = {
  /** GET (NotificationQuery): my notifications, newest first → Page<Notification>. */
  page: '/trading/api/notice/page',
  /** GET: how many of mine are unread, and when the newest arrived → UnreadNotifications. */
  unread: '/trading/api/notice/unread',
  /** POST (NotificationReadBody): marks these read; 4004 when one is not the reader's own (another member's or none). */
  read: '/trading/api/notice/read',
  /** POST (NotificationReadAllBody): marks all mine read (of one group when it says) → the number marked. */
  readAll: '/trading/api/notice/readAll',
  /** GET: my delivery preferences → NotificationPreferences. */
  preferences: '/trading/api/notice/preferences',
  /** POST (NotificationPreferences): saves them whole; 4000 names a refused field → the saved preferences. */
  savePreferences: '/trading/api/notice/savePreferences',
} as const;
