import { ignored, listOf, pageOf, type RepliesOf } from '@/contract/schema';

import { LaneIndexSchema, LaneTrendsSchema } from './rate-index';
import {
  HotLaneSchema,
  InstantQuoteResultSchema,
  ListingDetailSchema,
  ListingSummarySchema,
} from './types';

import type { MarketApi } from './paths';

/** The reply of each market call, by its key in MarketApi. */
export const MarketReplies = {
  page: pageOf(ListingSummarySchema),
  detail: ListingDetailSchema,
  similar: listOf(ListingSummarySchema),
  quote: InstantQuoteResultSchema,
  hotLanes: listOf(HotLaneSchema),
  laneIndex: LaneIndexSchema,
  laneTrends: LaneTrendsSchema,
  mine: pageOf(ListingSummarySchema),
  create: ListingDetailSchema,
  update: ListingDetailSchema,
  /** The listing as it now is (the app does not read it). */
  setStatus: ignored,
  /** Nothing (null). */
  remove: ignored,
} as const satisfies RepliesOf<typeof MarketApi>;
