import { settleAllCertifications } from './certification';
import { seedDemoAccounts } from './demo-accounts';
import { handlers } from './handlers';
import { memberFieldLabels, memberMessages } from './messages';
import { memberTables } from './schema';

import type { MockDomain } from '../../core/registry';

export const memberDomain: MockDomain = {
  name: 'member',
  handlers,
  tables: memberTables,
  seed: seedDemoAccounts,
  settle: settleAllCertifications,
  messages: memberMessages,
  fieldLabels: memberFieldLabels,
};

/** The ids of its reply messages, so that a reply names only ids that exist. */
declare module '../../core/messages' {
  interface MessageTables {
    member: typeof memberMessages;
  }
}
