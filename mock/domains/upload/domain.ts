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
