import { handlers } from './handlers';

import type { MockDomain } from '../../core/registry';

export const bidDomain: MockDomain = {
  name: 'bid',
  handlers,
};
