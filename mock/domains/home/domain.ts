import { handlers } from './handlers';

import type { MockDomain } from '../../core/registry';

export const homeDomain: MockDomain = {
  name: 'home',
  handlers,
};
