import { handlers } from './handlers';
import { scheduleFieldLabels, scheduleMessages } from './messages';

import type { MockDomain } from '../../core/registry';

export const scheduleDomain: MockDomain = {
  name: 'schedule',
  handlers,
  messages: scheduleMessages,
  fieldLabels: scheduleFieldLabels,
};
