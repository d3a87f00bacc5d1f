/**
 * The issuer's redemption records as they live in the address of the redemption page: `template`
 * (an id), `way` (order, counter), `from` and `to` (China days, both included) and `page`. A value
 * the list cannot use is dropped (an unknown way, a day that is not one, an end before the start);
 * defaults are left out.
 */
import { isDay } from '@/contract/common/calendar';
import { REDEMPTION_WAYS, type RedemptionQuery, type RedemptionWay } from '@/contract/coupon/types';
import { PAGE_PARAM, parsePageNumber } from '@/utils/page-number';

export interface RedemptionSearch {
  templateId: string | undefined;
  way: RedemptionWay | undefined;
  from: string | undefined;
  to: string | undefined;
  current: number;
}

const day = (value: string | null) => (isDay(value) ? value : undefined);

export function parseRedemptionSearch(params: URLSearchParams): RedemptionSearch {
  const way = params.get('way') ?? '';
  const template = params.get('template')?.trim() ?? '';
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  const ordered = !from || !to || from <= to;
  return {
    templateId: /^[\w-]{1,40}$/.test(template) ? template : undefined,
    way: (REDEMPTION_WAYS as readonly string[]).includes(way) ? (way as RedemptionWay) : undefined,
    from: ordered ? from : undefined,
    to: ordered ? to : undefined,
    current: parsePageNumber(params.get(PAGE_PARAM)),
  };
}

export function formatRedemptionSearch(search: RedemptionSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.templateId) params.set('template', search.templateId);
  if (search.way) params.set('way', search.way);
  if (search.from) params.set('from', search.from);
  if (search.to) params.set('to', search.to);
  if (search.current > 1) params.set(PAGE_PARAM, String(search.current));
  return params;
}

/** Whether any filter is set (the reset is offered then). */
export function hasRedemptionFilters(search: RedemptionSearch): boolean {
  return Boolean(search.templateId || search.way || search.from || search.to);
}

/** The call's query for the search's filters (without the page). */
export function redemptionQuery(search: RedemptionSearch): RedemptionQuery {
  return {
    ...(search.templateId ? { templateId: search.templateId } : {}),
    ...(search.way ? { way: search.way } : {}),
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
  };
}
