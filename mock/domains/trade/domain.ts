import { tradeFieldLabels, tradeMessages } from './messages';
import { tradeTables } from './schema';
import { seedTrade } from './seed';

import type { MockDomain } from '../../core/registry';

export const tradeDomain: MockDomain = {
  name: 'trade',
  handlers: [],
  tables: tradeTables,
  seed: seedTrade,
  messages: tradeMessages,
  fieldLabels: tradeFieldLabels,
};
