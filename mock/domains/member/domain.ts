import { settleAllCertifications } from './certification';
import { seedDemoAccounts } from './demo-accounts';
import { handlers } from './handlers';
import { memberFieldLabels, memberMessages } from './messages';
import { memberTables } from './schema';
import { toMember } from './views';

import type { MockDomain } from '../../core/registry';

/** What the member lends the domains below it: auth shows the logged-in member with it. */
const memberLends = { toMember };

export const memberDomain: MockDomain = {
  name: 'member',
  handlers,
  tables: memberTables,
  seed: seedDemoAccounts,
  settle: settleAllCertifications,
  messages: memberMessages,
  fieldLabels: memberFieldLabels,
  lends: { member: memberLends },
};

declare module '../../core/registry' {
  interface Lent {
    member: typeof memberLends;
  }
}

/** The ids of its reply messages, so that a reply names only ids that exist. */
declare module '../../core/messages' {
  interface MessageTables {
    member: typeof memberMessages;
  }
}
