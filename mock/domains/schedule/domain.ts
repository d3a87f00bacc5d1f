import { handlers } from './handlers';
import { scheduleFieldLabels, scheduleMessages } from './messages';

import type { MockDomain } from '../../core/registry';

export const scheduleDomain: MockDomain = {
  name: 'schedule',
  handlers,
  messages: scheduleMessages,
  fieldLabels: scheduleFieldLabels,
};

/** The ids of its reply messages, so that a reply names only ids that exist. */
declare module '../../core/messages' {
  interface MessageTables {
    schedule: typeof scheduleMessages;
  }
}
