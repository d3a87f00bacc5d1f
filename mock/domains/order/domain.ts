import { handlers } from './handlers';
import { orderMessages } from './messages';
import { openAwardOrder, openPackOrder } from './opening';
import { closePendingPayments, payerOrder, settleOrders } from './rules';
import { orderTables } from './schema';
import { toOrder } from './views';

import type { MockDomain } from '../../core/registry';

/**
 * What the order lends the domains below it, which serve steps of their own that open or answer
 * an order but may not import it: the tender's award opens the winning bid's order; the coupon's
 * purchase opens a pack's order, and the coupon chosen at payment reads the payer's order, closes
 * the payment under way (its amount changed) and answers the order as it now stands.
 */
const orderLends = { payerOrder, closePendingPayments, openAwardOrder, openPackOrder, toOrder };

export const orderDomain: MockDomain = {
  name: 'order',
  handlers,
  tables: orderTables,
  settle: settleOrders,
  messages: orderMessages,
  lends: { order: orderLends },
};

declare module '../../core/registry' {
  interface Lent {
    order: typeof orderLends;
  }
}

/** The ids of its reply messages, so that a reply names only ids that exist. */
declare module '../../core/messages' {
  interface MessageTables {
    order: typeof orderMessages;
  }
}
