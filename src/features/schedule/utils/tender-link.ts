import type { LaneTender } from '@/config/paths';
import { addDays, chinaToday } from '@/contract/common/calendar';
import type { Sailing } from '@/contract/schedule/types';
import { portTime } from '@/utils/port-time';

import type { ScheduleSearch } from './schedule-search';

/** When the cut-off is unknown, cargo is taken to be ready this many days before ETD. */
export const READY_DAYS_BEFORE_ETD = 3;

/** `day`, when it is after today in China (the tender form refuses any other ready date). */
const afterToday = (day: string, nowMs: number) => (day > chinaToday(nowMs) ? day : undefined);

/**
 * The ready date a tender for this sailing asks for: the day before the CY cut-off's day at the port
 * of loading, or ETD − 3 days when the CY cut-off is unknown. Undefined when that day is not after
 * today in China (the tender form would refuse it).
 */
export function readyDateFor(sailing: Pick<Sailing, 'etd' | 'cutoffs'>, nowMs: number) {
  const cy = sailing.cutoffs.cy ? portTime(sailing.cutoffs.cy) : undefined;
  const etd = portTime(sailing.etd);
  const day = cy ? addDays(cy.date, -1) : etd ? addDays(etd.date, -READY_DAYS_BEFORE_ETD) : '';
  return day ? afterToday(day, nowMs) : undefined;
}

/** The lane tender of a sailing: its lane, FCL and the ready date when it fits. */
export function laneTenderFor(
  sailing: Pick<Sailing, 'etd' | 'cutoffs' | 'pol' | 'pod'>,
  nowMs: number,
): LaneTender {
  return {
    pol: sailing.pol.code,
    pod: sailing.pod.code,
    shipmentType: 'FCL',
    readyDate: readyDateFor(sailing, nowMs),
  };
}

/**
 * The lane tender of a search that found no sailing: its ports, and cargo ready 3 days before the
 * first ETD day searched when that is after today (no cut-off is known without a sailing).
 */
export function laneTenderOf(
  search: Pick<ScheduleSearch, 'pol' | 'pod' | 'from'>,
  nowMs: number,
): LaneTender {
  return {
    pol: search.pol,
    pod: search.pod,
    readyDate: afterToday(addDays(search.from, -READY_DAYS_BEFORE_ETD), nowMs),
  };
}
