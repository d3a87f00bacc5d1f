import { ignored, pageOf, type RepliesOf } from '@/contract/schema';

import { TenderMarketSchema } from './market';
import {
  IssuerBidListSchema,
  TenderAwardSchema,
  TenderDetailSchema,
  TenderSummarySchema,
} from './types';

import type { TenderApi } from './paths';

/** The reply of each tender call, by its key in TenderApi. */
export const TenderReplies = {
  page: pageOf(TenderSummarySchema),
  detail: TenderDetailSchema,
  create: TenderDetailSchema,
  /** The cancelled tender (the app does not read it). */
  cancel: ignored,
  mine: pageOf(TenderSummarySchema),
  bids: IssuerBidListSchema,
  market: TenderMarketSchema,
  award: TenderAwardSchema,
} as const satisfies RepliesOf<typeof TenderApi>;
