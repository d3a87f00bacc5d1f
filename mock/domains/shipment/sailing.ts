import type { Sailing } from '@/contract/schedule/types';

import {
  SPAN_FROM_DAY,
  SPAN_TO_DAY,
  buildSailing,
  inSpan,
  sailingKey,
  services,
  voyageOf,
  weeksFor,
} from '../schedule/generate';

import type { Lang } from '../../core/messages';

/**
 * The sailing of the schedules with this id ('CARRIER-LOOP-VOYAGE-POL-POD'), as the schedule
 * calls answer it, or undefined when no service sails it within the data's span. A sailing is a
 * pure function of its service, calls and week, so the id names one for good.
 */
export function sailingById(id: string, lang: Lang, now: number): Sailing | undefined {
  const [carrier, code, voyage, pol, pod] = id.split('-');
  const service = services.find((row) => row.carrier === carrier && row.code === code);
  const load = service?.loads.find((call) => call.port.code === pol);
  const discharge = service?.discharges.find((call) => call.port.code === pod);
  if (!service || !load || !discharge) return undefined;
  const { first, last } = weeksFor(SPAN_FROM_DAY, SPAN_TO_DAY);
  for (let week = first; week <= last; week += 1) {
    if (voyageOf(service, week) !== voyage) continue;
    const key = sailingKey(service, load, discharge, week);
    if (key.id === id && inSpan(key.etdDay)) return buildSailing(key, lang, now);
  }
  return undefined;
}
