import { request, type RequestOptions } from '@/lib/request';
import type { Page } from '@/types/api';

import { CustomsApi } from './api-paths';

import type { HsCode, HsMeta, HsNode, HsQuery } from './types';

/** HS codes by prefix or keyword, paged. GET /trading/api/hs/search */
export function searchHsCodes(query: HsQuery, options?: RequestOptions) {
  return request.get<Page<HsCode>>(CustomsApi.search, query, options);
}

/** One level of the chapter / heading tree. GET /trading/api/hs/tree */
export function getHsTree(parent?: string, options?: RequestOptions) {
  return request.get<HsNode[]>(CustomsApi.tree, parent ? { parent } : undefined, options);
}

/** What the HS data is. GET /trading/api/hs/meta */
export function getHsMeta(options?: RequestOptions) {
  return request.get<HsMeta>(CustomsApi.meta, undefined, options);
}
