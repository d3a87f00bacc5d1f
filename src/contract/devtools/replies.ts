import { ignored, listOf, type RepliesOf } from '@/contract/schema';

import {
  MockCertifyResultSchema,
  MockExpireTokensResultSchema,
  MockInspectResultSchema,
  MockInvoiceResultSchema,
  MockOutboxEntrySchema,
  MockSettingsSchema,
} from './types';

import type { DevtoolsApi } from './paths';

/**
 * The reply of each mock-only call, by its key in DevtoolsApi. The app reads nothing of a reset, a
 * confirmed payment (the order domain's payment) or a made account (the member's id, for tests).
 */
export const DevtoolsReplies = {
  inspect: MockInspectResultSchema,
  reset: ignored,
  config: MockSettingsSchema,
  expireTokens: MockExpireTokensResultSchema,
  certify: MockCertifyResultSchema,
  payment: ignored,
  invoice: MockInvoiceResultSchema,
  account: ignored,
  outbox: listOf(MockOutboxEntrySchema),
} as const satisfies RepliesOf<typeof DevtoolsApi>;
