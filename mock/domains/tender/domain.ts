import { handlers } from './handlers';
import { settleTenders } from './rules';

import type { MockDomain } from '../../core/registry';

export const tenderDomain: MockDomain = {
  name: 'tender',
  handlers,
  settle: settleTenders,
};
