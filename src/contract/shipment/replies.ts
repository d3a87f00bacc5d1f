import { pageOf, type RepliesOf } from '@/contract/schema';

import { ShipmentSchema, ShipmentSummarySchema } from './types';

import type { ShipmentApi } from './paths';

/** The reply of each shipment call, by its key in ShipmentApi: a write answers the shipment as it now stands. */
export const ShipmentReplies = {
  mine: pageOf(ShipmentSummarySchema),
  detail: ShipmentSchema,
  book: ShipmentSchema,
  milestone: ShipmentSchema,
  correct: ShipmentSchema,
  document: ShipmentSchema,
  review: ShipmentSchema,
} as const satisfies RepliesOf<typeof ShipmentApi>;
