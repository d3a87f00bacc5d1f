import { handlers } from './handlers';
import { uploadMessages } from './messages';
import { uploadTables } from './schema';

import type { MockDomain } from '../../core/registry';

export const uploadDomain: MockDomain = {
  name: 'upload',
  handlers,
  tables: uploadTables,
  messages: uploadMessages,
};

/** The ids of its reply messages, so that a reply names only ids that exist. */
declare module '../../core/messages' {
  interface MessageTables {
    upload: typeof uploadMessages;
  }
}
