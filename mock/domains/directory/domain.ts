import { handlers } from './handlers';
import { directoryFieldLabels } from './messages';
import { seedDirectory } from './seed';

import type { MockDomain } from '../../core/registry';

export const directoryDomain: MockDomain = {
  name: 'directory',
  handlers,
  seed: seedDirectory,
  fieldLabels: directoryFieldLabels,
};
