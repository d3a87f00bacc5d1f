import { handlers } from './handlers';
import { devtoolsFieldLabels } from './messages';

import type { MockDomain } from '../../core/registry';

export const devtoolsDomain: MockDomain = {
  name: 'devtools',
  handlers,
  fieldLabels: devtoolsFieldLabels,
};
