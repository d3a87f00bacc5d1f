import { paths } from '@/config/paths';
import { addDays, chinaToday } from '@/contract/common/calendar';
import type { Sailing } from '@/contract/schedule/types';

import { portTime } from './cutoffs';

/** When the cut-off is unknown, cargo is taken to be ready this many days before ETD. */
export const READY_DAYS_BEFORE_ETD = 3;

/**
 * The ready date a tender for this sailing asks for: the day before the CY cut-off's day at the port
 * of loading, or ETD − 3 days when the CY cut-off is unknown. Undefined when that day is not after
 * today in China (the tender form would refuse it).
 */
export function readyDateFor(sailing: Pick<Sailing, 'etd' | 'cutoffs'>, nowMs: number) {
  const cy = sailing.cutoffs.cy ? portTime(sailing.cutoffs.cy) : undefined;
  const etd = portTime(sailing.etd);
  const day = cy ? addDays(cy.date, -1) : etd ? addDays(etd.date, -READY_DAYS_BEFORE_ETD) : '';
  return day && day > chinaToday(nowMs) ? day : undefined;
}

/** The tender form's address for this sailing: its lane, FCL and the ready date when it fits. */
export function tenderHrefFor(
  sailing: Pick<Sailing, 'etd' | 'cutoffs' | 'pol' | 'pod'>,
  nowMs: number,
) {
  const readyDate = readyDateFor(sailing, nowMs);
  return paths.business.tenderIssue.href({
    pol: sailing.pol.code,
    pod: sailing.pod.code,
    shipmentType: 'FCL',
    ...(readyDate ? { readyDate } : {}),
  });
}
