/**
 * The directory's filters as they live in the address: parsed leniently (a value that is not valid
 * is dropped), written in a fixed key order with defaults left out, so a search can be shared,
 * reloaded and walked through with back/forward.
 */
import {
  ENTERPRISE_CATEGORIES,
  type EnterpriseCategory,
  type EnterpriseQuery,
} from '@/contract/directory/types';
import { ENTERPRISE_SERVICES, type EnterpriseService } from '@/contract/member/types';
import { PAGE_PARAM } from '@/utils/page-number';

/** Longest keyword kept from an address (the server refuses longer ones). */
export const KEYWORD_MAX = 50;

export interface DirectorySearch {
  keyword?: string;
  provinceCode?: string;
  service?: EnterpriseService;
  certified: boolean;
  /** 1-based page. */
  current: number;
}

export const DEFAULT_SEARCH: DirectorySearch = { certified: false, current: 1 };

/** The category of `/business/foreignTrade/:id`: exactly 1–4, anything else is unknown. */
export function parseCategory(id: string | undefined): EnterpriseCategory | undefined {
  return ENTERPRISE_CATEGORIES.find((category) => String(category) === id);
}

export function parseDirectorySearch(params: URLSearchParams): DirectorySearch {
  const get = (name: string) => params.get(name)?.trim() ?? '';
  const keyword = get('keyword').slice(0, KEYWORD_MAX);
  const provinceCode = get('provinceCode');
  const service = get('service');
  const page = get(PAGE_PARAM);
  const current = /^\d{1,5}$/.test(page) && Number(page) >= 1 ? Number(page) : 1;
  return {
    ...(keyword ? { keyword } : {}),
    ...(/^\d{6}$/.test(provinceCode) ? { provinceCode } : {}),
    ...((ENTERPRISE_SERVICES as readonly string[]).includes(service)
      ? { service: service as EnterpriseService }
      : {}),
    certified: get('certified') === 'true',
    current,
  };
}

export function formatDirectorySearch(search: DirectorySearch): URLSearchParams {
  const params = new URLSearchParams();
  const keyword = search.keyword?.trim();
  if (keyword) params.set('keyword', keyword);
  if (search.provinceCode) params.set('provinceCode', search.provinceCode);
  if (search.service) params.set('service', search.service);
  if (search.certified) params.set('certified', 'true');
  if (search.current > 1) params.set(PAGE_PARAM, String(search.current));
  return params;
}

export function hasFilters(search: DirectorySearch): boolean {
  return Boolean(search.keyword || search.provinceCode || search.service || search.certified);
}

export function toEnterpriseQuery(
  category: EnterpriseCategory,
  search: DirectorySearch,
): EnterpriseQuery {
  return {
    category,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.provinceCode ? { provinceCode: search.provinceCode } : {}),
    ...(search.service ? { service: search.service } : {}),
    ...(search.certified ? { certified: true } : {}),
    current: search.current,
  };
}
