import { handlers } from './handlers';
import { notificationFieldLabels, notificationMessages } from './messages';
import { settleNotifications } from './retention';
import { notificationTables } from './schema';

import type { MockDomain } from '../../core/registry';

export const notificationDomain: MockDomain = {
  name: 'notification',
  handlers,
  tables: notificationTables,
  settle: settleNotifications,
  messages: notificationMessages,
  fieldLabels: notificationFieldLabels,
};

/** The ids of its reply messages, so that a reply names only ids that exist. */
declare module '../../core/messages' {
  interface MessageTables {
    notification: typeof notificationMessages;
  }
}
