import * as v from 'valibot';

import { lane } from '@/contract/common/trade';
import type { PageQuery, SortOrder } from '@/contract/http';
import { PortSchema } from '@/contract/reference/types';
import { count, entityId, filled, isoDate, isoDateTime, listOf } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

/** The three cut-offs a shipper must meet before a sailing: container yard, shipping instructions, VGM. */
export const CUTOFF_KINDS = ['cy', 'si', 'vgm'] as const;
export type CutoffKind = (typeof CUTOFF_KINDS)[number];

/** The kinds of source a schedule row comes from (ScheduleSource). */
export const SCHEDULE_SOURCE_KINDS = ['carrier', 'partner'] as const;
export type ScheduleSourceKind = (typeof SCHEDULE_SOURCE_KINDS)[number];

/**
 * Where a schedule row comes from. `carrier`: the carrier's published schedule (its API or site);
 * `partner`: a schedule partner's feed. The name is the publisher as the source gives it.
 */
export const ScheduleSourceSchema = v.object({
  kind: v.picklist(SCHEDULE_SOURCE_KINDS),
  name: filled,
});
export type ScheduleSource = Infer<typeof ScheduleSourceSchema>;

/**
 * A cut-off: an instant at the port of loading, or null when the source does not give it (sent as
 * null or left out).
 */
const cutoff = v.nullish(isoDateTime, null);

/**
 * One sailing of a service from a port of loading to a port of discharge. Every time is ISO 8601 with
 * the port's own UTC offset: ETD and the cut-offs at the port of loading, ETA at the port of
 * discharge ('2026-11-25T18:00:00+08:00', '2026-12-28T06:00:00+01:00').
 */
export const SailingSchema = v.object({
  /** Stable: the same sailing keeps its id across searches. */
  id: entityId,
  /** Carrier dictionary code (SCAC, `useDict('carrier')`). */
  carrier: filled,
  /** The carrier's service (loop) code, e.g. 'AEU3'. */
  service: filled,
  vessel: filled,
  voyage: filled,
  ...lane,
  etd: isoDateTime,
  eta: isoDateTime,
  /** Whole days from ETD to ETA. */
  transitDays: count,
  /** False when the cargo changes vessel on the way. */
  direct: v.boolean(),
  /** Ports where the cargo changes vessel, in order; empty for a direct sailing. */
  transshipments: listOf(PortSchema),
  /** A cut-off the source does not give is null: shown as unknown, never guessed. */
  cutoffs: v.object({ cy: cutoff, si: cutoff, vgm: cutoff }),
  source: ScheduleSourceSchema,
  /** When the source last updated this sailing (ISO 8601 with offset). */
  updatedAt: isoDateTime,
});
export type Sailing = Infer<typeof SailingSchema>;

export const SAILING_SORTS = ['etd', 'eta', 'transit'] as const;
export type SailingSort = (typeof SAILING_SORTS)[number];

/** `direct`: direct sailings only; `transship`: with transshipment only; absent: both. */
export type SailingRouting = 'direct' | 'transship';

/**
 * GET schedule/page. At least one of pol and pod (else 4000 naming `pol`). The ETD range is a pair of
 * dates ('YYYY-MM-DD', the port of loading's own calendar), both included, at most 92 days apart (else
 * 4000 naming `etdTo`); absent: from today for 28 days. Sorted by `sort` (default etd), `order`
 * (default asc), ties by ETD then id.
 */
export interface SailingQuery extends PageQuery {
  pol?: string;
  pod?: string;
  etdFrom?: string;
  etdTo?: string;
  carrier?: string;
  routing?: SailingRouting;
  sort?: SailingSort;
  order?: SortOrder;
}

/**
 * GET schedule/week: every sailing with ETD in the seven days from `weekStart` ('YYYY-MM-DD'), with
 * the same filters as the page (pol/pod rule as there), ETD ascending, at most 300.
 */
export interface SailingWeekQuery extends Pick<
  SailingQuery,
  'pol' | 'pod' | 'carrier' | 'routing'
> {
  weekStart: string;
}

/** GET schedule/meta: what the schedule data is, to say it honestly on the page. */
export const ScheduleMetaSchema = v.object({
  /** True while the data is generated sample data, not a live feed. */
  sample: v.boolean(),
  /** The newest `updatedAt` of the data (ISO 8601 with offset). */
  updatedAt: isoDateTime,
  carriers: count,
  /** Port pairs with at least one sailing. */
  lanes: count,
  /** Sailings over the data's whole span. */
  sailings: count,
  /** The span of ETDs the data covers ('YYYY-MM-DD'). */
  from: isoDate,
  to: isoDate,
});
export type ScheduleMeta = Infer<typeof ScheduleMetaSchema>;
