import { handlers } from './handlers';

import type { MockDomain } from '../../core/registry';

export const referenceDomain: MockDomain = {
  name: 'reference',
  handlers,
};
