import { handlers } from './handlers';
import { hsCodeMessages } from './messages';

import type { MockDomain } from '../../core/registry';

export const hsCodeDomain: MockDomain = {
  name: 'hs-code',
  handlers,
  messages: hsCodeMessages,
};

/** The ids of its reply messages, so that a reply names only ids that exist. */
declare module '../../core/messages' {
  interface MessageTables {
    hsCode: typeof hsCodeMessages;
  }
}
