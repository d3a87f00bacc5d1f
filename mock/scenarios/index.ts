import { seedCoupons } from './coupons';
import { seedShipments } from './shipments';
import { seedTrade } from './trade';
import { seedTradeHistory } from './trade-history';

import type { MockDomain } from '../core/registry';

/**
 * Seeded stories that span domains, registered like a domain that only seeds: the trade (tenders,
 * their bids, the orders of awarded ones and their payments) and the coupons in use (templates,
 * holders, packs bought by order, coupons on the demo orders), the demo shipments.
 */
export const tradeScenario: MockDomain = { name: 'trade scenario', seed: seedTrade };
export const couponScenario: MockDomain = { name: 'coupon scenario', seed: seedCoupons };
/** The demo shipments in every state, on orders of their own but for the trade's two paid demo ones. */
export const shipmentScenario: MockDomain = { name: 'shipment scenario', seed: seedShipments };

/**
 * The demo accounts' year of trade before the live seed (its dashboards' months): listed last, as
 * it builds on the seeded companies, the market's rate history and the coupon templates.
 */
export const tradeHistoryScenario: MockDomain = {
  name: 'trade history scenario',
  seed: seedTradeHistory,
};
