import { handlers } from './handlers';
import { invoiceMessages } from './messages';
import { invoiceTables } from './schema';
import { seedInvoices } from './seed';

import type { MockDomain } from '../../core/registry';

export const invoiceDomain: MockDomain = {
  name: 'invoice',
  handlers,
  tables: invoiceTables,
  seed: seedInvoices,
  messages: invoiceMessages,
};

/** The ids of its reply messages, so that a reply names only ids that exist. */
declare module '../../core/messages' {
  interface MessageTables {
    invoice: typeof invoiceMessages;
  }
}
