/**
 * The issuer's template list as it lives in the address (`status`, `page`): an unknown status or
 * a page that is not a whole number above 1 is dropped, and defaults are left out.
 */
import { TEMPLATE_STATUSES, type TemplateStatus } from '@/contract/coupon/types';
import { PAGE_PARAM } from '@/utils/page-number';

export interface TemplateSearch {
  status: TemplateStatus | undefined;
  current: number;
}

export function parseTemplateSearch(params: URLSearchParams): TemplateSearch {
  const raw = params.get('status') ?? '';
  const page = Number(params.get(PAGE_PARAM));
  return {
    status: (TEMPLATE_STATUSES as readonly string[]).includes(raw)
      ? (raw as TemplateStatus)
      : undefined,
    current: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function formatTemplateSearch(search: TemplateSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.status) params.set('status', search.status);
  if (search.current > 1) params.set(PAGE_PARAM, String(search.current));
  return params;
}
