import { handlers } from './handlers';
import { tenderFieldLabels, tenderMessages } from './messages';
import { settleTenders } from './rules';
import { tenderTables } from './schema';

import type { MockDomain } from '../../core/registry';

export const tenderDomain: MockDomain = {
  name: 'tender',
  handlers,
  tables: tenderTables,
  settle: settleTenders,
  messages: tenderMessages,
  fieldLabels: tenderFieldLabels,
};

/** The ids of its reply messages, so that a reply names only ids that exist. */
declare module '../../core/messages' {
  interface MessageTables {
    tender: typeof tenderMessages;
  }
}
