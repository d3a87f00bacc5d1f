import { ignored, listOf, pageOf, type RepliesOf } from '@/contract/schema';

import {
  InvoiceApplicationSchema,
  InvoiceableOrderSchema,
  InvoiceTitleSchema,
  InvoiceTitlesSchema,
} from './types';

import type { InvoiceApi } from './paths';

/** The reply of each invoice call, by its key in InvoiceApi. */
export const InvoiceReplies = {
  titles: InvoiceTitlesSchema,
  saveTitle: InvoiceTitleSchema,
  deleteTitle: ignored,
  invoiceable: listOf(InvoiceableOrderSchema),
  apply: InvoiceApplicationSchema,
  applications: pageOf(InvoiceApplicationSchema),
  issue: InvoiceApplicationSchema,
  reject: ignored,
  resend: ignored,
} as const satisfies RepliesOf<typeof InvoiceApi>;
