import { handlers } from './handlers';
import { bidMessages } from './messages';
import { bidTables } from './schema';

import type { MockDomain } from '../../core/registry';

export const bidDomain: MockDomain = {
  name: 'bid',
  handlers,
  tables: bidTables,
  messages: bidMessages,
};
