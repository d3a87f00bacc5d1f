import { settleShipments } from './creation';
import { handlers } from './handlers';
import { shipmentMessages } from './messages';
import { shipmentTables } from './schema';

import type { MockDomain } from '../../core/registry';

/**
 * Shipments of paid freight orders: opened by its settle step when an order is paid (after the
 * order's own step, where a payment succeeds), served to the order's two parties only.
 */
export const shipmentDomain: MockDomain = {
  name: 'shipment',
  handlers,
  tables: shipmentTables,
  settle: settleShipments,
  messages: shipmentMessages,
};

/** The ids of its reply messages, so that a reply names only ids that exist. */
declare module '../../core/messages' {
  interface MessageTables {
    shipment: typeof shipmentMessages;
  }
}
