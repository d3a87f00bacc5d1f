import { handlers } from './handlers';
import { authFieldLabels, authMessages } from './messages';
import { authTables } from './schema';
import { memberOfToken } from './tokens';

import type { MockDomain } from '../../core/registry';

export const authDomain: MockDomain = {
  name: 'auth',
  handlers,
  tables: authTables,
  messages: authMessages,
  fieldLabels: authFieldLabels,
  memberOfToken,
};

/** The ids of its reply messages, so that a reply names only ids that exist. */
declare module '../../core/messages' {
  interface MessageTables {
    auth: typeof authMessages;
  }
}
