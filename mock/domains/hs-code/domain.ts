import { handlers } from './handlers';
import { hsCodeMessages } from './messages';

import type { MockDomain } from '../../core/registry';

export const hsCodeDomain: MockDomain = {
  name: 'hs-code',
  handlers,
  messages: hsCodeMessages,
};
