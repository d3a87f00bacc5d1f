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
