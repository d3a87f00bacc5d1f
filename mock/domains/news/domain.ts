import { handlers } from './handlers';
import { newsTables } from './schema';
import { seedNews } from './seed';

import type { MockDomain } from '../../core/registry';

export const newsDomain: MockDomain = {
  name: 'news',
  handlers,
  tables: newsTables,
  seed: seedNews,
};
