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
